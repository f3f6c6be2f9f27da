/** The part of structured-data-testing-tool 4.5.0 (plain JavaScript, no types) the tests use. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    /** A JMESPath into the structured data found, e.g. 'ExerciseGym[0].address.postalCode'. */
    test: string
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any'
    /** true (the default): present and not empty; false: absent; a value or a RegExp to match. */
    expect?: boolean | string | number | RegExp
    description?: string
    group?: string
    warning?: boolean
    optional?: boolean
  }

  export interface SdttTestResult extends SdttTest {
    passed: boolean
    value?: unknown
    error?: { type: string; message: string; expected?: unknown; found?: unknown }
  }

  export interface SdttResult {
    tests: SdttTestResult[]
    passed: SdttTestResult[]
    failed: SdttTestResult[]
    warnings: SdttTestResult[]
    /** The schema.org types found. */
    schemas: string[]
    structuredData: {
      jsonld: Record<string, Record<string, unknown>[]>
      microdata: Record<string, unknown[]>
      rdfa: Record<string, unknown[]>
      metatags: Record<string, unknown[]>
    }
  }

  export interface SdttOptions {
    tests?: SdttTest[]
    schemas?: string[]
    presets?: unknown[]
    auto?: boolean
  }

  /** Resolves when every test passes; rejects with `{ type: 'VALIDATION_FAILED', res }` otherwise. */
  export function structuredDataTestHtml(html: string, options?: SdttOptions): Promise<SdttResult>
}

declare module 'structured-data-testing-tool/lib/schemas' {
  /** Every schema.org type the tool knows, by name, with its parent. */
  export const schemas: Record<string, { name: string; subClassOf?: string }>
}
