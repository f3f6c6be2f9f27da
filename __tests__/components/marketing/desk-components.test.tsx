import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { CampaignLinkForm } from '@/components/marketing/campaign-link-form'
import { CopyLinkButton } from '@/components/marketing/copy-link-button'
import { FunnelTable } from '@/components/marketing/funnel-table'
import { LeadsChart } from '@/components/marketing/leads-chart'
import { buildCampaignLink } from '@/lib/marketing/campaign-link'

const series = [
  { day: '2026-11-24', count: 0 },
  { day: '2026-11-25', count: 3 },
  { day: '2026-11-26', count: 1 },
]

describe('LeadsChart', () => {
  it('names the chart by its figures and offers them as a table', () => {
    render(<LeadsChart series={series} period={7} />)
    const chart = screen.getByRole('img', {
      name: 'Leads per day, last 7 days: 4 leads, most on 25 Nov (3).',
    })
    expect(chart.querySelectorAll('rect')).toHaveLength(3)
    const table = screen.getByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['24 Nov0', '25 Nov3', '26 Nov1'])
  })

  it('says so when no lead came', () => {
    render(<LeadsChart series={[{ day: '2026-11-26', count: 0 }]} period={7} />)
    expect(screen.getByRole('img', { name: 'Leads per day, last 7 days: 0 leads.' })).toBeTruthy()
  })
})

describe('FunnelTable', () => {
  it('shows counts, rates and an unknown rate as a dash', () => {
    render(
      <FunnelTable
        id="t"
        title="By landing page"
        keyHeader="Landing page"
        rows={[
          { key: '/london', views: 200, clicks: 20, leads: 5 },
          { key: '/bath', views: 0, clicks: 0, leads: 1 },
        ]}
        renderKey={(key) => key}
      />,
    )
    const [, london, bath, total] = screen.getAllByRole('row')
    expect(
      within(london!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '20', '5', '10%', '25%', '2.5%'])
    expect(
      within(bath!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '1', '—', '—', '—'])
    expect(within(total!).getAllByRole('cell')[2]!.textContent).toBe('6')
  })
})

describe('CampaignLinkForm', () => {
  const input = {
    path: '/london',
    utm_source: 'news',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
  }

  it('marks each field in error and keeps what was typed', () => {
    render(
      <CampaignLinkForm
        input={input}
        result={buildCampaignLink(input, 'https://move.example')}
        pageStatus={null}
      />,
    )
    const medium = screen.getByLabelText('Medium (utm_medium)')
    expect(medium.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(medium.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the medium.',
    )
    expect((screen.getByLabelText('Source (utm_source)') as HTMLInputElement).value).toBe('news')
    expect(screen.getByRole('alert').textContent).toContain('not built')
  })

  it('shows the link, and says when its page is a draft', () => {
    const filled = { ...input, utm_medium: 'email', utm_campaign: 'spring' }
    render(
      <CampaignLinkForm
        input={filled}
        result={buildCampaignLink(filled, 'https://move.example')}
        pageStatus="draft"
      />,
    )
    expect((screen.getByLabelText('Your campaign link') as HTMLInputElement).value).toBe(
      'https://move.example/london?utm_source=news&utm_medium=email&utm_campaign=spring',
    )
    expect(screen.getByText(/This page is a draft/)).toBeTruthy()
  })
})

describe('CopyLinkButton', () => {
  it('is not in the server HTML (nothing to copy with before scripts run)', () => {
    expect(renderToString(<CopyLinkButton url="https://move.example/x" />)).toBe('')
  })

  it('copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    render(<CopyLinkButton url="https://move.example/x" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied.')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('https://move.example/x')
  })

  it('says when copying failed', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error()) } })
    render(<CopyLinkButton url="https://move.example/x" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText(/Could not copy/)).toBeTruthy()
  })
})
