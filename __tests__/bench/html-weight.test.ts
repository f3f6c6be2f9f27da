import { firstVenuePath, htmlWeight } from '../../bench/html-weight'

const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`

describe('htmlWeight', () => {
  it.each([
    { name: 'a page without a payload', html: '<html><body><p>Hi</p></body></html>', scripts: 0 },
    {
      name: 'a page with two payload scripts among others',
      html: `<html><body><p>Hi</p><script src="/a.js"></script>${push('0:{}')}<script>var x = 1</script>${push('1:"é"')}</body></html>`,
      scripts: 2,
    },
  ])('counts the payload scripts of $name', ({ html, scripts }) => {
    const weight = htmlWeight(html)
    expect(weight.payloadScripts).toBe(scripts)
    expect(weight.totalBytes).toBe(Buffer.byteLength(html))
  })

  it('measures payload scripts in bytes, tags included, and nothing else', () => {
    const payload = push('1:"café"')
    const html = `<p>Hi</p><script>self.other.push(1)</script>${payload}`
    expect(htmlWeight(html).payloadBytes).toBe(Buffer.byteLength(payload))
  })
})

describe('firstVenuePath', () => {
  it.each([
    {
      html: '<a href="/london">x</a><a href="/venues/fern-yoga-london">y</a>',
      path: '/venues/fern-yoga-london',
    },
    { html: '<a href="/london/venues">directory</a>', path: null },
  ])('finds $path', ({ html, path }) => {
    expect(firstVenuePath(html)).toBe(path)
  })
})
