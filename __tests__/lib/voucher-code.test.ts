import {
  isValidVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ERROR_MESSAGE,
  voucherCodeError,
} from '@/lib/voucher-code'

describe('voucher codes', () => {
  it.each<[string, string | null | undefined, string]>([
    ['none', undefined, ''],
    ['null', null, ''],
    ['spaces around', '  LARK10 ', 'LARK10'],
    ['case kept', 'lark-10_x', 'lark-10_x'],
  ])('normalises %s', (_, raw, code) => {
    expect(normaliseVoucherCode(raw)).toBe(code)
  })

  it.each<[string, string, boolean]>([
    ['empty (the field is optional)', '', true],
    ['letters and digits', 'LARK10', true],
    ['hyphens and underscores', 'SPRING-2026_a', true],
    ['64 characters', 'a'.repeat(64), true],
    ['65 characters', 'a'.repeat(65), false],
    ['a space inside', 'LARK 10', false],
    ['URL syntax', 'a&b=c', false],
    ['a non-ASCII letter', 'CAFÉ', false],
  ])('%s → %p', (_, code, valid) => {
    expect(isValidVoucherCode(code)).toBe(valid)
  })

  it.each<[string, string, boolean, string | undefined]>([
    ['a bad code before a click', 'a&b', false, undefined],
    ['a bad code after a click', 'a&b', true, VOUCHER_ERROR_MESSAGE],
    ['a good code after a click', ' LARK10 ', true, undefined],
    ['an empty field after a click', '   ', true, undefined],
  ])('%s', (_, raw, clicked, error) => {
    expect(voucherCodeError(raw, clicked)).toBe(error)
  })
})
