/* mail-libs.h: GMime (with GLib) and libxml2, loaded when the mail reader
 * first needs them.
 *
 * Most commands read no mail, and loading these libraries (and what they
 * pull in: GIO, ICU, the C++ library, some thirty in all) costs several
 * times what parchis play does with a short record (issue 20). So parchis
 * is not linked with them: the mail reader's files include this header
 * after the libraries' own (and the mail composer, for the HTML part's
 * quoted-printable), and every call they make to them goes
 * through a pointer that pc_mail_libs fills, with dlopen and dlsym, on
 * first use. The entry points of the mail reader first ask
 * pc_mail_libs_ready, and fail with an error when the libraries cannot
 * be loaded. */
#ifndef PARCHIS_MAIL_LIBS_H
#define PARCHIS_MAIL_LIBS_H

#include <stdbool.h>
#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>

/* The functions, by library. */
#define PC_MAIL_GMIME_FUNCTIONS(X) \
	X(g_free) \
	X(g_mime_charset_iconv_name) \
	X(g_mime_content_type_is_type) \
	X(g_mime_data_wrapper_get_stream) \
	X(g_mime_data_wrapper_write_to_stream) \
	X(g_mime_encoding_base64_decode_step) \
	X(g_mime_encoding_quoted_decode_step) \
	X(g_mime_encoding_quoted_encode_close) \
	X(g_mime_header_get_offset) \
	X(g_mime_header_list_get_count) \
	X(g_mime_header_list_get_header_at) \
	X(g_mime_iconv_close) \
	X(g_mime_iconv_open) \
	X(g_mime_init) \
	X(g_mime_message_get_from) \
	X(g_mime_message_get_message_id) \
	X(g_mime_message_get_mime_part) \
	X(g_mime_message_get_subject) \
	X(g_mime_multipart_get_count) \
	X(g_mime_multipart_get_part) \
	X(g_mime_multipart_get_type) \
	X(g_mime_object_get_content_type) \
	X(g_mime_object_get_content_type_parameter) \
	X(g_mime_object_get_disposition) \
	X(g_mime_object_get_header) \
	X(g_mime_object_get_header_list) \
	X(g_mime_object_get_type) \
	X(g_mime_parser_construct_message) \
	X(g_mime_parser_new_with_stream) \
	X(g_mime_parser_options_free) \
	X(g_mime_parser_options_new) \
	X(g_mime_parser_options_set_fallback_charsets) \
	X(g_mime_parser_options_set_warning_callback) \
	X(g_mime_parser_set_format) \
	X(g_mime_parser_set_persist_stream) \
	X(g_mime_part_get_content) \
	X(g_mime_part_get_type) \
	X(g_mime_references_free) \
	X(g_mime_references_get_message_id) \
	X(g_mime_references_length) \
	X(g_mime_references_parse) \
	X(g_mime_stream_mem_get_byte_array) \
	X(g_mime_stream_mem_get_type) \
	X(g_mime_stream_mem_new) \
	X(g_mime_stream_mem_new_with_buffer) \
	X(g_object_unref) \
	X(g_type_check_instance_cast) \
	X(g_type_check_instance_is_a) \
	X(g_utf8_make_valid) \
	X(g_utf8_validate_len) \
	X(internet_address_get_name) \
	X(internet_address_get_type) \
	X(internet_address_group_get_members) \
	X(internet_address_group_get_type) \
	X(internet_address_list_get_address) \
	X(internet_address_list_length) \
	X(internet_address_mailbox_get_addr) \
	X(internet_address_mailbox_get_type)

#define PC_MAIL_XML_FUNCTIONS(X) \
	X(htmlReadMemory) \
	X(xmlFreeDoc) \
	X(xmlGetProp) \
	X(xmlNodeGetContent) \
	X(xmlSetGenericErrorFunc) \
	X(xmlSetStructuredErrorFunc) \
	X(xmlMemGet)

#define PC_MAIL_LIBS_MEMBER(f) __typeof__(f) *f;

struct pc_mail_libs {
	PC_MAIL_GMIME_FUNCTIONS(PC_MAIL_LIBS_MEMBER)
	PC_MAIL_XML_FUNCTIONS(PC_MAIL_LIBS_MEMBER)
	/* libxml2's free function for what it hands out (xmlMemGet). */
	xmlFreeFunc xml_free;
};

static inline bool
pc_ascii_isalnum(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

static inline char
pc_ascii_tolower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* g_ascii_strncasecmp: the first n bytes at most, ASCII letters in either
 * case alike; negative, 0 or positive as strncmp. */
static inline int
pc_ascii_strncasecmp(const char *a, const char *b, size_t n)
{
	for (; n > 0 && *a != '\0' && *b != '\0'; a++, b++, n--) {
		int c1 = (unsigned char)pc_ascii_tolower(*a);
		int c2 = (unsigned char)pc_ascii_tolower(*b);

		if (c1 != c2)
			return c1 - c2;
	}
	return n > 0 ? (int)(unsigned char)pc_ascii_tolower(*a) -
			       (int)(unsigned char)pc_ascii_tolower(*b)
		     : 0;
}

/* Loads the libraries once; true when every function was found. */
bool pc_mail_libs_ready(void);

/* The functions; only after pc_mail_libs_ready has said true. */
const struct pc_mail_libs *pc_mail_libs(void);

#ifndef PC_MAIL_LIBS_LOADER
/* Every call to the libraries through the table. */
#define g_free (pc_mail_libs()->g_free)
#define g_mime_charset_iconv_name (pc_mail_libs()->g_mime_charset_iconv_name)
#define g_mime_content_type_is_type (pc_mail_libs()->g_mime_content_type_is_type)
#define g_mime_data_wrapper_get_stream (pc_mail_libs()->g_mime_data_wrapper_get_stream)
#define g_mime_data_wrapper_write_to_stream (pc_mail_libs()->g_mime_data_wrapper_write_to_stream)
#define g_mime_encoding_base64_decode_step (pc_mail_libs()->g_mime_encoding_base64_decode_step)
#define g_mime_encoding_quoted_decode_step (pc_mail_libs()->g_mime_encoding_quoted_decode_step)
#define g_mime_encoding_quoted_encode_close (pc_mail_libs()->g_mime_encoding_quoted_encode_close)
#define g_mime_header_get_offset (pc_mail_libs()->g_mime_header_get_offset)
#define g_mime_header_list_get_count (pc_mail_libs()->g_mime_header_list_get_count)
#define g_mime_header_list_get_header_at (pc_mail_libs()->g_mime_header_list_get_header_at)
#define g_mime_iconv_close (pc_mail_libs()->g_mime_iconv_close)
#define g_mime_iconv_open (pc_mail_libs()->g_mime_iconv_open)
#define g_mime_init (pc_mail_libs()->g_mime_init)
#define g_mime_message_get_from (pc_mail_libs()->g_mime_message_get_from)
#define g_mime_message_get_message_id (pc_mail_libs()->g_mime_message_get_message_id)
#define g_mime_message_get_mime_part (pc_mail_libs()->g_mime_message_get_mime_part)
#define g_mime_message_get_subject (pc_mail_libs()->g_mime_message_get_subject)
#define g_mime_multipart_get_count (pc_mail_libs()->g_mime_multipart_get_count)
#define g_mime_multipart_get_part (pc_mail_libs()->g_mime_multipart_get_part)
#define g_mime_multipart_get_type (pc_mail_libs()->g_mime_multipart_get_type)
#define g_mime_object_get_content_type (pc_mail_libs()->g_mime_object_get_content_type)
#define g_mime_object_get_content_type_parameter (pc_mail_libs()->g_mime_object_get_content_type_parameter)
#define g_mime_object_get_disposition (pc_mail_libs()->g_mime_object_get_disposition)
#define g_mime_object_get_header (pc_mail_libs()->g_mime_object_get_header)
#define g_mime_object_get_header_list (pc_mail_libs()->g_mime_object_get_header_list)
#define g_mime_object_get_type (pc_mail_libs()->g_mime_object_get_type)
#define g_mime_parser_construct_message (pc_mail_libs()->g_mime_parser_construct_message)
#define g_mime_parser_new_with_stream (pc_mail_libs()->g_mime_parser_new_with_stream)
#define g_mime_parser_options_free (pc_mail_libs()->g_mime_parser_options_free)
#define g_mime_parser_options_new (pc_mail_libs()->g_mime_parser_options_new)
#define g_mime_parser_options_set_fallback_charsets (pc_mail_libs()->g_mime_parser_options_set_fallback_charsets)
#define g_mime_parser_options_set_warning_callback (pc_mail_libs()->g_mime_parser_options_set_warning_callback)
#define g_mime_parser_set_format (pc_mail_libs()->g_mime_parser_set_format)
#define g_mime_parser_set_persist_stream (pc_mail_libs()->g_mime_parser_set_persist_stream)
#define g_mime_part_get_content (pc_mail_libs()->g_mime_part_get_content)
#define g_mime_part_get_type (pc_mail_libs()->g_mime_part_get_type)
#define g_mime_references_free (pc_mail_libs()->g_mime_references_free)
#define g_mime_references_get_message_id (pc_mail_libs()->g_mime_references_get_message_id)
#define g_mime_references_length (pc_mail_libs()->g_mime_references_length)
#define g_mime_references_parse (pc_mail_libs()->g_mime_references_parse)
#define g_mime_stream_mem_get_byte_array (pc_mail_libs()->g_mime_stream_mem_get_byte_array)
#define g_mime_stream_mem_get_type (pc_mail_libs()->g_mime_stream_mem_get_type)
#define g_mime_stream_mem_new (pc_mail_libs()->g_mime_stream_mem_new)
#define g_mime_stream_mem_new_with_buffer (pc_mail_libs()->g_mime_stream_mem_new_with_buffer)
#define g_object_unref (pc_mail_libs()->g_object_unref)
#define g_type_check_instance_cast (pc_mail_libs()->g_type_check_instance_cast)
#define g_type_check_instance_is_a (pc_mail_libs()->g_type_check_instance_is_a)
#define g_utf8_make_valid (pc_mail_libs()->g_utf8_make_valid)
#define g_utf8_validate_len (pc_mail_libs()->g_utf8_validate_len)
#define internet_address_get_name (pc_mail_libs()->internet_address_get_name)
#define internet_address_get_type (pc_mail_libs()->internet_address_get_type)
#define internet_address_group_get_members (pc_mail_libs()->internet_address_group_get_members)
#define internet_address_group_get_type (pc_mail_libs()->internet_address_group_get_type)
#define internet_address_list_get_address (pc_mail_libs()->internet_address_list_get_address)
#define internet_address_list_length (pc_mail_libs()->internet_address_list_length)
#define internet_address_mailbox_get_addr (pc_mail_libs()->internet_address_mailbox_get_addr)
#define internet_address_mailbox_get_type (pc_mail_libs()->internet_address_mailbox_get_type)
#define htmlReadMemory (pc_mail_libs()->htmlReadMemory)
#define xmlFreeDoc (pc_mail_libs()->xmlFreeDoc)
#define xmlGetProp (pc_mail_libs()->xmlGetProp)
#define xmlNodeGetContent (pc_mail_libs()->xmlNodeGetContent)
#define xmlSetGenericErrorFunc (pc_mail_libs()->xmlSetGenericErrorFunc)
#define xmlSetStructuredErrorFunc (pc_mail_libs()->xmlSetStructuredErrorFunc)
/* GLib's ASCII helpers, which the test whether a text is a mail at all
 * uses (parchis play reads every record through it): done here, the
 * same way, so that no record loads the libraries. */
#undef g_ascii_isalnum
#define g_ascii_isalnum(c) pc_ascii_isalnum(c)
#define g_ascii_tolower(c) pc_ascii_tolower(c)
#define g_ascii_strcasecmp(a, b) pc_ascii_strncasecmp(a, b, (size_t)-1)
#define g_ascii_strncasecmp(a, b, n) pc_ascii_strncasecmp(a, b, n)
#undef xmlFree
#define xmlFree (pc_mail_libs()->xml_free)
#endif

#endif
