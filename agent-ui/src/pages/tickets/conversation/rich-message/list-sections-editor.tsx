import { useId } from 'react'
import { flushSync } from 'react-dom'
import { Field } from '../../../../components/field.tsx'
import { Icon } from '../../../../components/icon.tsx'
import type { FeatureTranslate } from '../../../../i18n/feature-texts.ts'
import type { RichMessageKey } from '../../../../i18n/rich-message-texts.ts'
import { type ListRow, type ListSection, listLimits } from './rich-message-rules.ts'

interface ListSectionsEditorProps {
  sections: ListSection[]
  onChange(sections: ListSection[]): void
  /** The translated problem of a field (`section.0.row.1.title`), when it should show. */
  problemOf(field: string): string | undefined
  /** A key for a new section or row (stable while the list is edited). */
  newKey(): number
  tx: FeatureTranslate<RichMessageKey>
}

/**
 * The sections of a list message and their options, each added and removed in place. Options are
 * numbered across sections, as the contact sees them (core's listMessage numbers them the same way).
 */
export function ListSectionsEditor({ sections, onChange, problemOf, newKey, tx }: ListSectionsEditorProps) {
  const id = useId()
  const emptyRow = (): ListRow => ({ key: newKey(), title: '', description: '' })
  const several = sections.length > 1

  const updateSection = (key: number, change: (section: ListSection) => ListSection) =>
    onChange(sections.map((section) => (section.key === key ? change(section) : section)))

  /** Changes the list at once, then puts focus on `targetId`, so it never falls out of the dialog. */
  const changeAndFocus = (next: ListSection[], targetId: string) => {
    flushSync(() => onChange(next))
    document.getElementById(targetId)?.focus()
  }

  let option = 0
  return (
    <div className="list-sections">
      {sections.map((section, s) => {
        const sectionNumber = s + 1
        return (
          <fieldset key={section.key} className="list-section">
            <legend>{tx('rich.section', { n: sectionNumber })}</legend>
            <Field
              label={tx(several ? 'rich.sectionTitle' : 'rich.sectionTitleOptional', { n: sectionNumber })}
              value={section.title}
              error={problemOf(`section.${s}.title`)}
              onChange={(event) => {
                const title = event.target.value
                updateSection(section.key, (current) => ({ ...current, title }))
              }}
            />
            {section.rows.map((row, r) => {
              option += 1
              const optionNumber = option
              return (
                <div key={row.key} className="list-row">
                  <Field
                    label={tx('rich.rowTitle', { n: optionNumber })}
                    value={row.title}
                    error={problemOf(`section.${s}.row.${r}.title`)}
                    onChange={(event) => {
                      const title = event.target.value
                      updateSection(section.key, (current) => ({
                        ...current,
                        rows: current.rows.map((other) =>
                          other.key === row.key ? { ...other, title } : other,
                        ),
                      }))
                    }}
                  />
                  <Field
                    label={tx('rich.rowDescription', { n: optionNumber })}
                    value={row.description}
                    error={problemOf(`section.${s}.row.${r}.description`)}
                    onChange={(event) => {
                      const description = event.target.value
                      updateSection(section.key, (current) => ({
                        ...current,
                        rows: current.rows.map((other) =>
                          other.key === row.key ? { ...other, description } : other,
                        ),
                      }))
                    }}
                  />
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={tx('rich.removeRow', { n: optionNumber })}
                    disabled={section.rows.length === 1}
                    onClick={() =>
                      changeAndFocus(
                        sections.map((current) =>
                          current.key === section.key
                            ? { ...current, rows: current.rows.filter((other) => other.key !== row.key) }
                            : current,
                        ),
                        `${id}-add-row-${section.key}`,
                      )
                    }
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              )
            })}
            <div className="list-section-actions">
              <button
                id={`${id}-add-row-${section.key}`}
                type="button"
                className="button button-small"
                disabled={section.rows.length >= listLimits.rowsPerSection}
                onClick={() =>
                  updateSection(section.key, (current) => ({
                    ...current,
                    rows: [...current.rows, emptyRow()],
                  }))
                }
              >
                <Icon name="plus" size={16} /> {tx('rich.addRow', { n: sectionNumber })}
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={!several}
                onClick={() =>
                  changeAndFocus(
                    sections.filter((other) => other.key !== section.key),
                    `${id}-add-section`,
                  )
                }
              >
                <Icon name="trash" size={16} /> {tx('rich.removeSection', { n: sectionNumber })}
              </button>
            </div>
          </fieldset>
        )
      })}
      <button
        id={`${id}-add-section`}
        type="button"
        className="button"
        disabled={sections.length >= listLimits.sections}
        onClick={() => onChange([...sections, { key: newKey(), title: '', rows: [emptyRow()] }])}
      >
        <Icon name="plus" size={16} /> {tx('rich.addSection')}
      </button>
      <p className="field-hint">
        {tx('rich.limits', { sections: listLimits.sections, rows: listLimits.rowsPerSection })}
      </p>
    </div>
  )
}
