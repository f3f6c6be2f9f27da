import { styled } from 'next-yak'
import { isDocument, isListBlock, type TextContentValue } from '@/lib/text-content'
import { space } from '@/styles/tokens'

// Block-level tags the sanitiser lets through: such a value cannot sit inside a <p>.
const BLOCK_HTML = /<(p|ul|ol|li|h3|h4)[\s>]/i

const Prose = styled.div`
  > * {
    margin: 0 0 ${space.sm};
  }

  > *:last-child {
    margin-bottom: 0;
  }

  ul,
  ol {
    padding-left: 1.25em;
  }

  li + li {
    margin-top: ${space.xs};
  }
`

function TextBlock({ html }: { html: string }) {
  return BLOCK_HTML.test(html) ? (
    <div dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p dangerouslySetInnerHTML={{ __html: html }} />
  )
}

export interface TextContentProps {
  /** The API's text(input) result: a Text, a Document, or nothing (renders nothing). */
  content: TextContentValue | null | undefined
  className?: string
}

/**
 * Renders a CMS text: a Text as a paragraph, a Document's blocks as paragraphs and ordered or
 * unordered lists. Values are sanitised HTML (the API sanitises every Text.value).
 */
export function TextContent({ content, className }: TextContentProps) {
  if (!content) return null
  const blocks = isDocument(content) ? content.blocks : [content]
  const visible = blocks.filter((block) =>
    isListBlock(block) ? block.items.length > 0 : block.value !== '',
  )
  if (visible.length === 0) return null
  return (
    <Prose className={className}>
      {visible.map((block, index) => {
        if (!isListBlock(block)) return <TextBlock key={index} html={block.value} />
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} dangerouslySetInnerHTML={{ __html: item.value }} />
            ))}
          </List>
        )
      })}
    </Prose>
  )
}
