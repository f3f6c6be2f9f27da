/** City codes are short lowercase slugs ('london', 'milton-keynes'); anything else is not a city. */
export function isCitySlug(value: string): boolean {
  return /^[a-z]+(?:-[a-z]+)*$/.test(value) && value.length <= 60
}
