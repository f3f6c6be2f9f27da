import {
  contentEditorPath,
  contentLifecyclePath,
  newContentPath,
} from '@/lib/content/content-routes'

describe('content desk addresses', () => {
  it.each([
    ['a new FAQ', newContentPath('faqs'), '/marketing/content/faqs/new'],
    ['a new testimonial', newContentPath('testimonials'), '/marketing/content/testimonials/new'],
    ["a text's new version", newContentPath('texts', 12), '/marketing/content/texts/new?from=12'],
    ['an editor', contentEditorPath('faqs', 3), '/marketing/content/faqs/3'],
    [
      "an editor's buttons",
      contentLifecyclePath('texts', 4),
      '/marketing/content/texts/4/lifecycle',
    ],
  ])('%s', (_, path, expected) => {
    expect(path).toBe(expected)
  })
})
