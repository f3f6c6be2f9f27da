import localFont from 'next/font/local'

/** Display face (regular, bold) and text face (light, regular, semibold), self-hosted. */
export const displayFont = localFont({
  variable: '--font-display',
  display: 'swap',
  src: [
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', weight: '700' },
  ],
})

export const textFont = localFont({
  variable: '--font-text',
  display: 'swap',
  src: [
    { path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-300-normal.woff2', weight: '300' },
    { path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-600-normal.woff2', weight: '600' },
  ],
})
