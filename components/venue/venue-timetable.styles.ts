import { styled, css } from 'next-yak'
import { colors, fonts, media, radii, shadows, space } from '@/styles/tokens'

/** Activity thumbnails are 160x120; shown small beside the name. */
export const THUMB_WIDTH = 48
export const THUMB_HEIGHT = 36

/*
 * Wider screens: a real grid, a row per day and a column per activity, scrolling sideways
 * when a venue runs many activities. Phones (below 600 px): each day becomes a card listing
 * its sessions, each labelled with its activity (from data-label); empty cells are dropped.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  margin-top: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  ${media.below.tablet} {
    overflow: visible;
    border-radius: 0;
    background: none;
    box-shadow: none;
  }
`

/** A cell's sessions, nested in the table: plain elements, no component per cell. */
const slots = css`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;

  li {
    padding: 2px ${space.sm};
    border-radius: ${radii.pill};
    background: ${colors.subtle};
    font-weight: 600;
    white-space: nowrap;
  }

  /*
   * '6:15am – 7:15am': the dash is drawn here rather than written per session, and left out
   * of the accessible name (after the slash), which reads the hidden ' to ' instead.
   */
  li > time:last-child::before {
    /* Browsers without alternative text for content (before Safari 17.4, Firefox 128) keep this. */
    content: ' – ';
    content: ' – ' / '';
  }
`

/** An activity's column heading: its thumbnail beside its name (nested in the table). */
const activityName = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 9rem;

  img {
    flex: none;
    width: ${THUMB_WIDTH}px;
    height: ${THUMB_HEIGHT}px;
    border-radius: ${radii.sm};
    object-fit: cover;
    background: ${colors.border};
  }
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${colors.ink};
  font-size: 0.9375rem;

  caption {
    padding: ${space.md} ${space.lg};
    color: ${colors.muted};
    font-size: 0.875rem;
    text-align: left;
    caption-side: top;
  }

  th,
  td {
    padding: ${space.md};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    border-top: 0;
    background: ${colors.subtle};
    font-family: ${fonts.display};
    font-size: 0.9375rem;
    vertical-align: middle;
  }

  thead th:first-child {
    width: 8.5rem;
  }

  /* First lines share a baseline: the day lines up with its first session. */
  tbody th,
  tbody td {
    vertical-align: baseline;
  }

  tbody th {
    font-family: ${fonts.display};
    font-weight: 700;
    white-space: nowrap;
  }

  td[data-empty] {
    color: ${colors.muted};
  }

  /* A day without this activity's sessions: a dash, read as 'Not available'. */
  td[data-empty]::before {
    content: '–';
    content: '–' / '';
  }

  td[data-closed] {
    color: ${colors.muted};
    font-style: italic;
  }

  ${media.below.tablet} {
    display: block;

    caption {
      display: block;
      padding: 0 0 ${space.md};
    }

    /* Column headers stay for screen readers; sighted users get each cell's label. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }

    tbody,
    tr,
    th,
    td {
      display: block;
    }

    tbody {
      display: grid;
      gap: ${space.md};
    }

    tr {
      padding: ${space.md};
      border-radius: ${radii.md};
      background: ${colors.surface};
      box-shadow: ${shadows.card};
    }

    th,
    td {
      padding: 0;
      border: 0;
    }

    tbody th {
      margin-bottom: ${space.sm};
      font-size: 1.0625rem;
    }

    td + td {
      margin-top: ${space.sm};
    }

    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: ${space.xs};
      color: ${colors.muted};
      font-size: 0.8125rem;
      font-weight: 600;
    }

    td[data-empty] {
      display: none;
    }

    /* A day with nothing on is one line: 'Tuesday … Not available on this day'. */
    tr[data-closed] {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: ${space.xs} ${space.md};
    }

    tr[data-closed] th {
      margin: 0;
    }
  }

  td > ul {
    ${slots};
  }

  thead th > span {
    ${activityName};
  }
`
