#!/usr/bin/env python3
"""hostile-mails.py: the costliest mails we can build for parchis robot.

  hostile-mails.py MAIL DIR [SCALE]

MAIL is a mail the robot sent to the player to move: every mail written
to DIR answers it, with its Subject (and mark) and Message-ID, from that
player (NAME.eml) or from a stranger (stranger-NAME.eml), and where it
has a text it begins with the first move the mail offers. SCALE (default
1) multiplies their sizes: 1 builds them at the robot's limits (16 MiB
of input), a fraction builds small ones for the test suite.

  nested-quotes   190 nested Gmail quotes around a large HTML body (the
                  walk reads 200 levels, libxml2 keeps 256)
  huge-quotes     the same around a body of the whole input limit
  quote-lines     190 nested blockquotes (the walk reads 200 levels)
                  around many line breaks: 190 quote marks a line
  huge-plain      a plain text body of the whole input limit
  huge-base64     the same, base64
  too-large       a mail past the input limit
  many-parts      1,000 parts, the most a mail may have
  too-many-parts  100,000 parts
  deep-nesting    multiparts nested 900 deep
  many-tags       an HTML body of tags alone, at the HTML limit
  long-headers    a References of 100,000 ids and a long Comments
  broken-mime     a text in base64 with bytes base64 lacks, in a
                  multipart cut short: unreadable
"""
import base64
import os
import sys

LIMIT = 16 * 1024 * 1024 - 64 * 1024   # the input limit, headers aside
HTML_MAX = 2 * 1024 * 1024


def headers(src):
    """Subject, Message-ID and To of the mail answered, and the first
    move it offers ("    2+4" under the moves), as a dict."""
    found = {}
    body = False
    with open(src, 'rb') as f:
        for line in f:
            line = line.rstrip(b'\r\n')
            if not line:
                body = True
            for name in (b'Subject', b'Message-ID', b'To'):
                if not body and line.startswith(name + b': '):
                    found[name.decode()] = line[len(name) + 2:].decode()
            if (body and 'move' not in found and line.startswith(b'    ')
                    and b'+' in line and b' ' not in line.strip()):
                found['move'] = line.strip().decode()
    return found


def write(path, sender, h, content_type, body, extra=''):
    """The mail, its References the mail answered and extra's ids."""
    top = ('From: %s\nTo: referee@club.example\nSubject: Re: %s\n'
           'Date: Tue, 01 Dec 2026 10:05:00 +0000\n'
           'Message-ID: <%s@hostile.example>\nIn-Reply-To: %s\n'
           'References: %s%s\nMIME-Version: 1.0\nContent-Type: %s\n\n' %
           (sender, h['Subject'], os.path.basename(path), h['Message-ID'],
            h['Message-ID'], extra, content_type))
    with open(path, 'wb') as f:
        f.write(top.encode())
        f.write(body if isinstance(body, bytes) else body.encode())


def build(scale, move):
    """(name, content type, body, extra headers) of each mail."""
    big = int(LIMIT * scale)
    html = int(HTML_MAX * scale) - 16384
    mails = []
    filler = ('<p>' + 'palabra ' * 12 + '</p>\n')
    body = filler * (html // len(filler))
    mails.append(('nested-quotes', 'text/html; charset=UTF-8',
                  move + '<br>\n' + '<div class="gmail_quote">' * 190 + body +
                  '</div>' * 190, ''))
    body = filler * (big // len(filler))
    mails.append(('huge-quotes', 'text/html; charset=UTF-8',
                  move + '<br>\n' + '<div class="gmail_quote">' * 190 +
                  body + '</div>' * 190, ''))
    lines = '<br>' * ((html - 8000) // 4)
    mails.append(('quote-lines', 'text/html; charset=UTF-8',
                  move + "\n" + "<blockquote>" * 190 + 'x' + lines, ''))
    line = 'a line of text that goes on and on\n'
    mails.append(('huge-plain', 'text/plain; charset=UTF-8',
                  move + '\n' + line * (big // len(line)), ''))
    # base64 takes 4 bytes for 3, and a line break for 57: just within.
    raw = (move + '\n' + line * (big * 72 // 100 // len(line))).encode()
    mails.append(('too-large', 'text/plain; charset=UTF-8',
                  move + '\n' + line * ((LIMIT + 1024 * 1024) // len(line)),
                  ''))
    mails.append(('huge-base64', 'text/plain; charset=UTF-8\n'
                  'Content-Transfer-Encoding: base64',
                  base64.encodebytes(raw).decode(), ''))
    parts = ['--b\nContent-Type: text/plain\n\n%s\n' % move] + \
        ['--b\nContent-Type: application/octet-stream\n\nx\n'] * 996
    mails.append(('many-parts', 'multipart/mixed; boundary="b"',
                  ''.join(parts) + '--b--\n', ''))
    count = max(2000, int(100000 * scale))
    mails.append(('too-many-parts', 'multipart/mixed; boundary="b"',
                  '--b\n\nx\n' * count + '--b--\n', ''))
    depth = 900
    nest = ''.join('--b%d\nContent-Type: multipart/mixed; boundary="b%d"\n\n'
                   % (i, i + 1) for i in range(depth))
    nest += '--b%d\nContent-Type: text/plain\n\n%s\n' % (depth, move)
    nest += ''.join('--b%d--\n' % i for i in range(depth, -1, -1))
    mails.append(('deep-nesting', 'multipart/mixed; boundary="b0"', nest,
                  ''))
    mails.append(('many-tags', 'text/html; charset=UTF-8',
                  move + '<b>' * (html // 3), ''))
    refs = ''.join('\n <%d@x>' % i for i in range(int(100000 * scale) + 10))
    mails.append(('long-headers', 'text/plain; charset=UTF-8', move + '\n',
                  refs + '\nComments: ' + 'x' * int(1000000 * scale)))
    mails.append(('broken-mime', 'multipart/mixed; boundary="b"',
                  '--b\nContent-Type: text/plain\n'
                  'Content-Transfer-Encoding: base64\n\n%s!!\n' %
                  base64.b64encode(move.encode()).decode(), ''))
    return mails


def main():
    src, out = sys.argv[1], sys.argv[2]
    scale = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    h = headers(src)
    player = h['To'].split('<')[-1].rstrip('>')
    os.makedirs(out, exist_ok=True)
    for name, ctype, body, extra in build(scale, h.get('move', 'pass')):
        write(os.path.join(out, name + '.eml'), player, h, ctype, body,
              extra)
        write(os.path.join(out, 'stranger-' + name + '.eml'),
              'zed@elsewhere.example', h, ctype, body, extra)


main()
