import localFont from 'next/font/local'

/** Display face (regular, bold) and text face (light, regular, semibold), self-hosted. */
export const displayFont = localFont({
  variable: '--font-display',
  display: 'swap',
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
    },
  ],
})

/**
 * The text face is not preloaded: five font preloads took five of the browser's six HTTP/1.1
 * connections before the stylesheet and the hero image (bench:lighthouse, /london on a phone).
 * Its files are found with the first layout and swap in over a metric-matched fallback; the
 * display face, the hero heading's, stays preloaded (not preloading it too measured worse:
 * median 92, CLS 0.037).
 */
export const textFont = localFont({
  variable: '--font-text',
  display: 'swap',
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
