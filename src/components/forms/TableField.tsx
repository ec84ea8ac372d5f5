import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import {
  ChoiceCard,
  controlClass,
  describedBy,
  FieldError,
  Section,
  singleLineControlClass,
  TextField,
  TextInput,
} from './fields';
import { optionsOf, type FieldSpec } from './fieldTable';

export interface TableFieldProps {
  field: FieldSpec;
  id: string;
  error?: string;
  /** The id of another field's error that also describes this one. */
  sharedErrorId?: string;
  /** react-hook-form's registration of the field, made anew for each control of a group. */
  register: () => UseFormRegisterReturn;
}

/**
 * One field of a form's field table (./fieldTable.ts), drawn as the control its kind says: the one
 * component both forms draw every field with. A group of checkboxes or radios is a fieldset of choice
 * cards, its label the legend.
 */
export function TableField({ field, id, error, sharedErrorId, register }: TableFieldProps) {
  const options = optionsOf(field);
  switch (field.kind) {
    case 'checkboxes':
    case 'radio':
      return (
        <Section
          legend={field.label}
          required={field.required}
          describedById={error ? `${id}-error` : field.hint && `${id}-hint`}
          // The error under the hint, above the options: seen with the first option when it takes the focus.
          description={
            (field.hint || error) && (
              <>
                {field.hint && <p id={`${id}-hint`}>{field.hint}</p>}
                <FieldError id={`${id}-error`} message={error} />
              </>
            )
          }
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
        </Section>
      );
    case 'select':
      return (
        <TextField id={id} label={field.label} required={field.required} error={error}>
          <select
            id={id}
            required={field.required}
            autoComplete={field.autoComplete}
            className={cn(singleLineControlClass, 'appearance-auto pr-2')}
            {...describedBy(id, { error, sharedErrorId })}
            {...register()}
          >
            <option value="">{field.placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </TextField>
      );
    case 'textarea':
      return (
        <TextField id={id} label={field.label} required={field.required} error={error}>
          <textarea
            id={id}
            rows={field.rows}
            required={field.required}
            dir="auto"
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            className={`${controlClass} min-h-36 resize-y py-3 leading-relaxed`}
            {...describedBy(id, { error, sharedErrorId })}
            {...register()}
          />
        </TextField>
      );
    default:
      return (
        <TextInput
          id={id}
          label={field.label}
          type={field.kind}
          required={field.required}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          className={field.wide ? 'sm:col-span-2' : undefined}
          error={error}
          sharedErrorId={sharedErrorId}
          {...register()}
        />
      );
  }
}
