import { css, styled } from 'next-yak'
import { colors, layout, radii, space } from '@/styles/tokens'

/** Colours of the invert appearance (fields on a dark or photographic background). */
const invert = {
  background: 'rgba(255, 255, 255, 0.12)',
  border: 'rgba(255, 255, 255, 0.7)',
  text: '#ffffff',
  muted: '#e8e6ee',
  error: '#ffb4ab',
  success: '#8fe3a8',
} as const

export const FieldWrapper = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  color: ${colors.ink};

  &[data-appearance='invert'] {
    color: ${invert.text};
  }
`

export const FieldLabel = styled.label`
  font-weight: 600;

  span {
    font-weight: 400;
    color: ${colors.muted};
  }

  [data-appearance='invert'] & span {
    color: ${invert.muted};
  }
`

export const FieldHint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;

  [data-appearance='invert'] & {
    color: ${invert.muted};
  }
`

/** Holds the control and its state icon, drawn inside the control's right edge. */
export const ControlFrame = styled.div`
  position: relative;

  > svg {
    position: absolute;
    top: 50%;
    right: 14px;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    pointer-events: none;
  }

  &:has(textarea) > svg {
    top: 14px;
    transform: none;
  }

  &[data-state='error'] > svg {
    color: ${colors.error};
  }

  &[data-state='valid'] > svg {
    color: ${colors.success};
  }

  [data-appearance='invert'] &[data-state='error'] > svg {
    color: ${invert.error};
  }

  [data-appearance='invert'] &[data-state='valid'] > svg {
    color: ${invert.success};
  }
`

/** Text inputs, textareas and selects share one look and the spec's four states. */
const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${layout.selectHeight}px;
  padding: 12px 44px 12px ${space.md};
  border: 2px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;

  &::placeholder {
    color: ${colors.muted};
    opacity: 1;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  &[data-appearance='invert'] {
    border-color: ${invert.border};
    background: ${invert.background};
    color: ${invert.text};
  }

  &[data-appearance='invert']::placeholder {
    color: ${invert.muted};
  }

  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }

  &[data-appearance='invert'][aria-invalid='true'] {
    border-color: ${invert.error};
  }

  &:disabled {
    border-color: ${colors.border};
    background: ${colors.subtle};
    color: ${colors.muted};
    cursor: not-allowed;
  }
`

export const InputControl = styled.input`
  ${controlStyles};
`

export const TextareaControl = styled.textarea`
  ${controlStyles};
  resize: vertical;
  line-height: 1.5;
`

export const SelectControl = styled.select`
  ${controlStyles};
  height: ${layout.selectHeight}px;
  padding-right: 48px;
  appearance: none;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    right 22px center,
    right 16px center;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};
  margin: 0;
  color: ${colors.error};
  font-size: 0.9375rem;
  font-weight: 600;

  svg {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    margin-top: 2px;
  }

  [data-appearance='invert'] & {
    color: ${invert.error};
  }

  &:empty {
    display: none;
  }
`

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.sm};
    padding: 0;
    font-weight: 600;
  }
`

export const ChoiceLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: 32px;
  cursor: pointer;

  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${colors.primary};
  }

  input[aria-invalid='true'] {
    outline: 2px solid ${colors.error};
    outline-offset: 1px;
  }

  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
    color: ${colors.muted};
  }
`

export const ChoiceList = styled.div`
  display: grid;
  gap: ${space.xs} ${space.md};

  &[data-columns='2'] {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }
`
