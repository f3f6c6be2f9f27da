/** The built-in experiments' keys, alone in a file so client code imports only these strings. */
export const NO_FULLSCREEN_MAP = 'noFullscreenMap'
export const PRICING_TABS = 'pricingTabs'
export const CTA_BUTTON_TEXT = 'ctaButtonText'
/** Every experiment's first variant: what the server renders and what objectors see. */
export const CONTROL = 'control'
