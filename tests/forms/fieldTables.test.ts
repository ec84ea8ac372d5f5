import { describe, expect, it } from 'vitest';
import type { FieldTable } from '@/components/forms/fieldTable';
import { CONTACT_FIELDS } from '@/features/contact/fields';
import { PRIVACY_FIELDS } from '@/features/privacy-request/fields';

describe.each([
  ['contact', CONTACT_FIELDS as FieldTable],
  ['privacy request', PRIVACY_FIELDS as FieldTable],
])('the %s form’s field table', (_, table) => {
  it('gives every field a rule; a field is marked required exactly when its rule refuses an empty value', () => {
    for (const [name, field] of Object.entries(table)) {
      expect(field.rule, name).toBeDefined();
      expect(field.rule.safeParse('').success, name).toBe(!field.required);
    }
  });
});
