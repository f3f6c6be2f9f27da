/** The state icons of a form field (spec §5): decorative, the message carries the meaning. */
export function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-icon="error">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
    </svg>
  )
}

export function ValidIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-icon="valid">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
