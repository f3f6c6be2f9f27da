import { formatCount, pluralNoun } from '../format/count'

export interface MoversStat {
  /** The count with thousands separators: '1,234'. */
  value: string
  /** The rest of the sentence: 'movers going to this venue'. */
  label: string
}

/** 1 → '1' + 'mover going to this venue'; 1234 → '1,234' + 'movers going to this venue'. */
export function moversGoingStat(count: number): MoversStat {
  return {
    value: formatCount(count),
    label: `${pluralNoun(count, 'mover', 'movers')} going to this venue`,
  }
}

/** 12480 → '12,480' + 'movers in Manchester'; 'in this city' when the city has no name. */
export function moversInCityStat(count: number, cityName?: string | null): MoversStat {
  const where = cityName?.trim() || 'this city'
  return { value: formatCount(count), label: `${pluralNoun(count, 'mover', 'movers')} in ${where}` }
}

/** The whole sentence: '1,234 movers going to this venue'. */
export function statText({ value, label }: MoversStat): string {
  return `${value} ${label}`
}
