/**
 * Fictional contact details that can never reach a real business: Ofcom's drama number ranges
 * (reserved for fiction) and example domains.
 */
import type { Random } from './random'

/** Ofcom drama ranges by city: a prefix followed by three random digits. */
const DRAMA_LANDLINES: Record<string, string> = {
  london: '020 7946 0',
  manchester: '0161 496 0',
  birmingham: '0121 496 0',
  leeds: '0113 496 0',
  sheffield: '0114 496 0',
  nottingham: '0115 496 0',
  leicester: '0116 496 0',
  bristol: '0117 496 0',
  edinburgh: '0131 496 0',
  glasgow: '0141 496 0',
  liverpool: '0151 496 0',
  newcastle: '0191 498 0',
  cardiff: '029 2018 0',
}

/** The national drama range, for cities without a geographic one. */
const DRAMA_NATIONAL = '01632 960'
const DRAMA_MOBILE = '07700 900'

function threeDigits(random: Random): string {
  return String(random.int(0, 999)).padStart(3, '0')
}

export function fictionalPhone(random: Random, cityCode: string): string {
  if (random.chance(0.1)) return DRAMA_MOBILE + threeDigits(random)
  return (DRAMA_LANDLINES[cityCode] ?? DRAMA_NATIONAL) + threeDigits(random)
}

/** 'ancoats-yoga-loft' → the venue's own (fictional) domain. */
export function fictionalDomain(handle: string): string {
  return `${handle}.example.co.uk`
}

export function fictionalEmail(random: Random, handle: string): string {
  const mailbox = random.pick(['hello', 'hello', 'info', 'bookings', 'team', 'studio'])
  return `${mailbox}@${fictionalDomain(handle)}`
}

export function fictionalWebsite(handle: string): string {
  return `https://www.${fictionalDomain(handle)}`
}

/** Inward-code letters: the Royal Mail never uses C, I, K, M, O or V there. */
const INWARD_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ']

/** A well-formed postcode in a real district, e.g. 'M4 5AB'. The unit itself is invented. */
export function postcodeIn(random: Random, district: string): string {
  const sector = random.int(1, 9)
  const unit = random.pick(INWARD_LETTERS) + random.pick(INWARD_LETTERS)
  return `${district} ${sector}${unit}`
}
