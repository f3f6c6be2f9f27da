import localFont from 'next/font/local'

/**
 * The spec's faces (§9): a display face, regular and bold, and a text face,
 * light, regular and semibold, self-hosted. A face only downloads when text uses it.
 */

/**
 * The display face's bold sets every heading, the hero's included: preloaded (not preloading it
 * measured worse: median 92, CLS 0.037).
 */
export const displayFont = localFont({
  variable: '--font-display',
  display: 'swap',
  fallback: ['displayFont Arial-metric Fallback'],
  // One family for both weights (font loader options must be literals, hence written twice).
  declarations: [{ prop: 'font-family', value: 'displayFont' }],
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
    },
  ],
})

/**
 * The display face's regular, in the same family but declared apart so that it is not
 * preloaded: nothing in a first viewport sets it, and its preload took one of the browser's six
 * HTTP/1.1 connections on every page ahead of the scripts and the hero image (e2e: fonts are
 * preloaded only for text in the first viewport). Its metric-matched fallback is the bold's.
 * Its @font-face comes with this module: nothing applies its class or style, which would name a
 * family of its own (displayFontRegular) rather than the shared one.
 */
export const displayFontRegular = localFont({
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  // One family for both weights (font loader options must be literals, hence written twice).
  declarations: [{ prop: 'font-family', value: 'displayFont' }],
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
    },
  ],
})

/**
 * The text face is not preloaded: five font preloads took five of the browser's six HTTP/1.1
 * connections before the stylesheet and the hero image (bench:lighthouse, /london on a phone).
 * Its files are found with the first layout and swap in over a metric-matched fallback.
 */
export const textFont = localFont({
  variable: '--font-text',
  display: 'swap',
  fallback: ['textFont Arial-metric Fallback'],
  preload: false,
  src: [
    {
      path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-300-normal.woff2',
      weight: '300',
    },
    {
      path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-600-normal.woff2',
      weight: '600',
    },
  ],
})
