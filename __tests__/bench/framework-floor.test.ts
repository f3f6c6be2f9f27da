import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { commonAncestor } from '../../bench/framework-floor'

describe('commonAncestor', () => {
  it.each([
    { first: '/tmp/move-framework-floor-x', second: '/work/main', expected: '/' },
    { first: '/work/main/.data/floor', second: '/work/main', expected: '/work/main' },
    { first: '/work/main-floor', second: '/work/main', expected: '/work' },
    { first: '/work/a/b/c', second: '/work/a/d', expected: '/work/a' },
    { first: '/work/main/', second: '/work/main', expected: '/work/main' },
  ])('$first and $second share $expected', ({ first, second, expected }) => {
    expect(commonAncestor(first, second)).toBe(expected)
  })
})

describe('the framework floor page', () => {
  const appFolder = path.join(__dirname, '../../bench/framework-floor/app')
  const sources = readdirSync(appFolder).map((file) =>
    readFileSync(path.join(appFolder, file), 'utf8'),
  )

  it('is a layout and a page only', () => {
    expect(readdirSync(appFolder).sort()).toEqual(['layout.tsx', 'page.tsx'])
  })

  // Anything the floor loads beyond Next itself would lower it and flatter /london beside it.
  it('has no client component, stylesheet, font or image', () => {
    for (const source of sources) {
      expect(source).not.toMatch(/['"]use client['"]/)
      expect(source).not.toMatch(/\.css['"]|next\/font|next\/image|<img|<link/)
      for (const [, module] of source.matchAll(/from '([^']+)'/g)) expect(module).toBe('react')
    }
  })
})
