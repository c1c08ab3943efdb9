#!/usr/bin/env python3
"""mail-part.py: what the tests read out of a referee mail, through
Python's own MIME parser (not ours).

  mail-part.py flat MAIL            the headers, then each part's headers
                                    and its body decoded
  mail-part.py text MAIL            the text/plain body
  mail-part.py html MAIL            the text/html body (not an attachment)
  mail-part.py attachment MAIL NAME the attachment named NAME
  mail-part.py save MAIL NAME FILE  the attachment named NAME saved in
                                    FILE as a mail program saves it (its
                                    bytes decoded); exit 3 without one
  mail-part.py links MAIL           the mailto: links of the HTML part,
                                    one a line: MOVE<TAB>TO<TAB>SUBJECT
  mail-part.py reply MAIL K FROM ID  the mail a mail program writes when
                                    link K (from 0) is clicked and sent
  mail-part.py click MAIL K FROM ID DIR
                                    DIR/text, DIR/html, DIR/links and
                                    DIR/reply.eml, the reply of link K mod
                                    the links, or of the first whose move
                                    captures when K is "capture:N"; prints
                                    the move of the link
"""
import email
import email.policy
import html.parser
import sys
import urllib.parse


def message(path):
    with open(path, 'rb') as f:
        return email.message_from_binary_file(f, policy=email.policy.default)


def body(msg, subtype):
    for part in msg.walk():
        if (part.get_content_type() == 'text/' + subtype and
                part.get_content_disposition() != 'attachment'):
            return part.get_content()
    sys.exit('no text/%s part' % subtype)


class Links(html.parser.HTMLParser):
    """The mailto: links, and the text of the table cell after each."""
    def __init__(self):
        super().__init__()
        self.links, self.what, self.cell = [], [], None

    def handle_starttag(self, tag, attrs):
        href = dict(attrs).get('href')
        if tag == 'a' and href and href.startswith('mailto:'):
            self.links.append(href)
        elif tag == 'td' and len(self.links) > len(self.what):
            self.cell = []

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)

    def handle_endtag(self, tag):
        if tag == 'td' and self.cell is not None:
            self.what.append(''.join(self.cell))
            self.cell = None


def links(msg, what=None):
    p = Links()
    p.feed(body(msg, 'html'))
    out = []
    for href in p.links:
        to, _, query = href[len('mailto:'):].partition('?')
        fields = {k.lower(): v for k, v in
                  urllib.parse.parse_qsl(query, keep_blank_values=True)}
        out.append((urllib.parse.unquote(to), fields))
    if what is not None:
        what.extend(p.what)
    return out


def reply(out, link, sender, msgid):
    to, f = link
    out.write('From: %s\nTo: %s\nSubject: %s\n' %
              (sender, to, f.get('subject', '')))
    out.write('Date: Tue, 01 Dec 2026 10:05:00 +0000\n')
    out.write('Message-ID: <%s>\n' % msgid)
    if 'in-reply-to' in f:
        out.write('In-Reply-To: %s\n' % f['in-reply-to'])
    out.write('MIME-Version: 1.0\n'
              'Content-Type: text/plain; charset=UTF-8\n\n')
    # A mail program writes the link's CRLF as its own line ends.
    out.write(f.get('body', '').replace('\r\n', '\n'))


def click(msg, k, sender, msgid, folder):
    what = []
    found = links(msg, what)
    with open(folder + '/text', 'w') as f:
        f.write(body(msg, 'plain'))
    with open(folder + '/html', 'w') as f:
        f.write(body(msg, 'html'))
    with open(folder + '/links', 'w') as f:
        for to, fields in found:
            f.write('%s\t%s\t%s\n' % (fields.get('body', '').splitlines()[0],
                                      to, fields.get('subject', '')))
    if not found:
        sys.exit('no links')
    if k.startswith('capture:'):
        takes = [i for i, w in enumerate(what)
                 if 'come la' in w or 'captures' in w]
        k = takes[0] if takes else int(k[8:]) % len(found)
    else:
        k = int(k) % len(found)
    with open(folder + '/reply.eml', 'w') as f:
        reply(f, found[k], sender, msgid)
    print(found[k][1].get('body', '').splitlines()[0])


def main():
    what, path = sys.argv[1], sys.argv[2]
    msg = message(path)
    if what in ('text', 'html'):
        sys.stdout.write(body(msg, 'plain' if what == 'text' else what))
    elif what == 'flat':
        for part in msg.walk():
            for k, v in part.items():
                sys.stdout.write('%s: %s\n' % (k, v))
            sys.stdout.write('\n')
            if not part.is_multipart():
                content = part.get_content()
                if isinstance(content, bytes):
                    content = content.decode('utf-8')
                sys.stdout.write(content)
                sys.stdout.write('\n')
    elif what == 'attachment':
        for part in msg.walk():
            if part.get_filename() == sys.argv[3]:
                sys.stdout.write(part.get_content())
                return
        sys.exit('no attachment ' + sys.argv[3])
    elif what == 'save':
        for part in msg.walk():
            if part.get_filename() == sys.argv[3]:
                with open(sys.argv[4], 'wb') as f:
                    f.write(part.get_payload(decode=True))
                return
        sys.exit(3)
    elif what == 'links':
        for to, f in links(msg):
            print('%s\t%s\t%s' % (f.get('body', '').splitlines()[0], to,
                                  f.get('subject', '')))
    elif what == 'reply':
        reply(sys.stdout, links(msg)[int(sys.argv[3])], sys.argv[4],
              sys.argv[5])
    elif what == 'click':
        click(msg, sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6])
    else:
        sys.exit(__doc__)


main()
