import { render, screen } from '@testing-library/react'
import { TextContent } from '@/components/content/text-content'

describe('TextContent (Text | Document)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty Text', { value: '' }],
    ['an empty Document', { blocks: [] }],
  ])('renders nothing for %s', (_, content) => {
    const { container } = render(<TextContent content={content} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders a Text as a paragraph, keeping its sanitised inline HTML', () => {
    render(<TextContent content={{ __typename: 'Text', value: 'Hello <em>there</em>' }} />)
    expect(screen.getByText('there').tagName).toBe('EM')
    expect(screen.getByText('there').closest('p')).toHaveTextContent('Hello there')
  })

  it('renders a Document as paragraphs and ordered / unordered lists', () => {
    const { container } = render(
      <TextContent
        content={{
          __typename: 'Document',
          blocks: [
            { __typename: 'Text', value: 'Intro' },
            { __typename: 'List', ordered: true, items: [{ value: 'One' }, { value: 'Two' }] },
            { __typename: 'List', ordered: false, items: [{ value: 'Apple' }] },
            { __typename: 'Text', value: '<p>Already a paragraph</p>' },
          ],
        }}
      />,
    )
    expect(screen.getByText('Intro').tagName).toBe('P')
    const lists = screen.getAllByRole('list')
    expect(lists.map((list) => list.tagName)).toEqual(['OL', 'UL'])
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One',
      'Two',
      'Apple',
    ])
    expect(container.querySelector('p p')).toBeNull()
  })
})
