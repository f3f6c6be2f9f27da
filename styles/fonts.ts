import localFont from 'next/font/local'

/**
 * Display face (bold) and text face (regular, semibold), self-hosted. Only the weights the site
 * sets: the display face's regular was preloaded on every page for one decorative quote mark far
 * below the fold (e2e: fonts are preloaded only for text in the first viewport).
 */
export const displayFont = localFont({
  variable: '--font-display',
  display: 'swap',
  src: [
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
      path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-600-normal.woff2',
      weight: '600',
    },
  ],
})
