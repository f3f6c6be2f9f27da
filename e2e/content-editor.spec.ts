/**
 * The content desk, as a marketing team uses it: an editor finds a FAQ that /london shows,
 * changes its question and saves a draft (visitors still see the old one); a publisher
 * publishes it and a visitor's /london shows the new question within 5 s. On the way, a
 * Document text gets a paragraph from its block buttons. axe runs on every content page.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test, visitorAddress } from './fixtures'
import { signInAs } from './support/desk'

/** Desk actions on a loaded 2-core machine now and then take more than 10 s (bench:desk). */
const expect = baseExpect.configure({ timeout: 30_000 })

/** What the issue allows between Publish and a visitor seeing the change. */
const VISIBLE_WITHIN_MS = 5_000

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('the content desk', () => {
  test('edit a FAQ shown on /london, publish it, and /london shows it', async ({
    browser,
    page,
  }, testInfo) => {
    // Runs only in its own project (playwright.config.ts: the others ignore this file), after
    // every picture and journey of the pages.
    test.setTimeout(420_000)
    const tag = Date.now().toString(36)
    const newHeading = `Can I bring my dog along? (${tag})`
    const headers = { 'x-forwarded-for': visitorAddress(testInfo) }
    const visitor = await (await browser.newContext({ extraHTTPHeaders: headers })).newPage()
    // The publisher signs in from an address of their own: the sign-in budget is per address.
    const publisherAddress = headers['x-forwarded-for'].replace(/\d+$/, (last) =>
      String((Number(last) + 1) % 256),
    )
    const publisher = await (
      await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': publisherAddress } })
    ).newPage()
    const londonFaqs = visitor.locator('#faqs summary')

    const oldHeading = await test.step('a visitor reads the FAQs on /london', async () => {
      await visitor.goto('/london')
      await expect(londonFaqs.first()).toBeVisible()
      return (await londonFaqs.first().textContent())?.trim() ?? ''
    })
    expect(oldHeading).not.toBe('')

    const editorUrl = await test.step('the editor finds the FAQ on the content desk', async () => {
      await signInAs(page, 'editor')
      await page.goto('/marketing')
      await page.getByRole('link', { name: 'Content', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content')
      await expectNoAxeViolations(page)
      await page
        .getByRole('link', { name: new RegExp(`^Edit FAQ #\\d+: ${escaped(oldHeading)}$`) })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(oldHeading)
      await expectNoAxeViolations(page)
      return page.url()
    })

    await test.step('an empty question is refused with its message, nothing lost', async () => {
      const answer = await page.getByRole('textbox', { name: 'Answer' }).inputValue()
      await page.getByLabel('Question', { exact: true }).fill('')
      await page.getByRole('button', { name: 'Save draft' }).click()
      const problem = page.getByRole('alert').filter({ hasText: 'Nothing was saved' })
      await expect(problem).toContainText('Nothing was saved')
      await expect(
        problem.getByRole('link', { name: 'Question: Enter the question' }),
      ).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Answer' })).toHaveValue(answer)
      await expectNoAxeViolations(page)
    })

    await test.step('the editor saves a draft; visitors still see the live question', async () => {
      await page.getByLabel('Question', { exact: true }).fill(newHeading)
      await page.getByRole('button', { name: 'Save draft' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: /^Draft saved as revision \d+/ }),
      ).toBeVisible()
      await expect(page.getByText('A publisher or an admin publishes changes.')).toBeVisible()
      await expect(page.getByText('Live, with unpublished changes').first()).toBeVisible()
      await visitor.reload()
      await expect(londonFaqs.first()).toHaveText(oldHeading)
    })

    await test.step("a Document's block buttons add and move paragraphs without saving", async () => {
      await page.goto('/marketing/content#texts')
      await page
        .getByRole('region', { name: 'Texts' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Document', exact: true }) })
        .first()
        .getByRole('link')
        .click()
      const paragraphs = page.getByRole('textbox', { name: /^Paragraph \d+$/ })
      const before = await paragraphs.count()
      await page.getByRole('button', { name: 'Add paragraph at the end' }).click()
      await expect(paragraphs).toHaveCount(before + 1)
      await expect(page.getByRole('status').filter({ hasText: 'added at the end.' })).toBeVisible()
      await paragraphs.last().fill(`A new last paragraph ${tag}`)
      // The new paragraph is the last block: its Move up is the last paragraph's.
      await page
        .getByRole('button', { name: /^Move up: paragraph \d+$/ })
        .last()
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'moved up' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    const publishedAt = await test.step('a publisher publishes the FAQ', async () => {
      await signInAs(publisher, 'publisher')
      await publisher.goto(editorUrl)
      const publish = publisher.getByRole('button', { name: /^Publish revision \d+$/ })
      await expect(publish).toBeVisible()
      await publish.click()
      await expect(
        publisher.getByRole('status').filter({ hasText: /^Published revision \d+ of this FAQ/ }),
      ).toBeVisible()
      return Date.now()
    })

    await test.step('/london shows the new question within 5 s', async () => {
      await expect(async () => {
        await visitor.reload()
        await expect(londonFaqs.filter({ hasText: newHeading })).toHaveCount(1, { timeout: 500 })
      }).toPass({ timeout: VISIBLE_WITHIN_MS, intervals: [250] })
      expect(Date.now() - publishedAt).toBeLessThan(VISIBLE_WITHIN_MS + 2_000)
    })

    await test.step('the history shows who changed what', async () => {
      await publisher.getByRole('link', { name: 'The whole history, with every change' }).click()
      await expect(publisher.getByRole('heading', { level: 1 })).toHaveText(
        /^History of faq #\d+$/i,
      )
      await expect(publisher.getByText(newHeading).first()).toBeVisible()
      await expectNoAxeViolations(publisher)
    })

    await test.step('Revert to the revision before the edit and publish it: /london as it was', async () => {
      // Newest first, and the newest has no Revert: the first button is the one before the edit.
      await publisher
        .getByRole('button', { name: /^Revert to this version: revision \d+$/ })
        .first()
        .click()
      const publish = publisher.getByRole('button', { name: /^Publish revision \d+$/ })
      await expect(publish).toBeVisible()
      const revision = (await publish.textContent())?.match(/\d+/)?.[0]
      await publish.click()
      // The 5 s start when the desk says it is published, as in the step above.
      await expect(
        publisher
          .getByRole('status')
          .filter({ hasText: `Published revision ${revision} of this FAQ` }),
      ).toBeVisible()
      await expect(async () => {
        await visitor.reload()
        await expect(londonFaqs.first()).toHaveText(oldHeading, { timeout: 500 })
      }).toPass({ timeout: VISIBLE_WITHIN_MS, intervals: [250] })
    })
  })
})
