/** @jest-environment node */
import { sanitizeHtml, sanitizeOptionalHtml } from '@/lib/sanitize-html'

describe('sanitizeHtml (the one allow-list for HTML fields)', () => {
  it.each([
    ['plain text', 'Hello', 'Hello'],
    [
      'allowed formatting',
      '<p><strong>Bold</strong> <em>it</em> <b>b</b> <i>i</i><br /></p>',
      '<p><strong>Bold</strong> <em>it</em> <b>b</b> <i>i</i><br /></p>',
    ],
    [
      'lists and headings',
      '<h3>H</h3><h4>h</h4><ul><li>a</li></ul><ol><li>b</li></ol>',
      '<h3>H</h3><h4>h</h4><ul><li>a</li></ul><ol><li>b</li></ol>',
    ],
    ['a script and its content', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['a style element', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">x</p>', '<p>x</p>'],
    ['an img with onerror', '<img src=x onerror=alert(1)>ok', 'ok'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg>t', 't'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>t', 't'],
    ['style attributes', '<span style="position:fixed">s</span>', '<span>s</span>'],
    ['class attributes', '<span class="x">s</span>', '<span>s</span>'],
    [
      'javascript: links',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'data: links',
      '<a href="data:text/html,<script>1</script>">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'protocol-relative links',
      '<a href="//evil.example">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'https links get rel',
      '<a href="https://example.org/a">x</a>',
      '<a rel="noopener noreferrer" href="https://example.org/a">x</a>',
    ],
    [
      'mailto links',
      '<a href="mailto:help@example.org">m</a>',
      '<a rel="noopener noreferrer" href="mailto:help@example.org">m</a>',
    ],
    [
      'target other than _blank',
      '<a href="https://e.org" target="_top" rel="opener">x</a>',
      '<a rel="noopener noreferrer" href="https://e.org">x</a>',
    ],
    [
      'target _blank kept',
      '<a href="https://e.org" target="_blank">x</a>',
      '<a rel="noopener noreferrer" href="https://e.org" target="_blank">x</a>',
    ],
    ['unclosed tags', '<p><strong>x', '<p><strong>x</strong></p>'],
    ['html comments', '<!-- <script>x</script> --><p>x</p>', '<p>x</p>'],
    [
      'encoded script',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
  ])('%s', (_, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean)
  })

  it('is idempotent', () => {
    const once = sanitizeHtml(
      '<p onclick=x>a & b <a href="https://x.org">l</a><script>s</script></p>',
    )
    expect(sanitizeHtml(once)).toBe(once)
  })

  it.each([
    [null, null],
    [undefined, null],
    ['<p>x</p>', '<p>x</p>'],
  ])('sanitizeOptionalHtml(%p) → %p', (dirty, clean) => {
    expect(sanitizeOptionalHtml(dirty)).toBe(clean)
  })
})
