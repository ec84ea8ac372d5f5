import { ChoiceCard, describedBy, FieldError, Section } from './fields';
import { optionsOf } from './fieldTable';
import type { TableFieldProps } from './TableField';

/** A 'checkboxes' or 'radio' field of a form's field table: a fieldset of choice cards, its label the legend. */
export function ChoiceGroupField({ field, id, error, register }: Omit<TableFieldProps, 'sharedErrorId'>) {
  const options = optionsOf(field);
  return (
    <Section
      legend={field.label}
      required={field.required}
      describedById={error ? `${id}-error` : field.hint && `${id}-hint`}
      description={field.hint && <p id={`${id}-hint`}>{field.hint}</p>}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            type={field.kind === 'radio' ? 'radio' : 'checkbox'}
            value={option.value}
            {...describedBy(id, { error })}
            {...register()}
          >
            {option.hint ? (
              <>
                <span className="block font-medium text-ink">{option.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{option.hint}</span>
              </>
            ) : (
              <span className="text-[0.95rem] leading-snug text-ink">{option.label}</span>
            )}
          </ChoiceCard>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </Section>
  );
}
