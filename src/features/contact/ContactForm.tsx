import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { controlClass, TextField, TextInput } from '@/components/forms/fields';
import { FormNeedsJavaScript } from '@/components/forms/FormNeedsJavaScript';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useRegisterKeepingEarlyInput } from '@/components/forms/useRegisterKeepingEarlyInput';
import { useSingleSubmission } from '@/components/forms/useSingleSubmission';
import { site } from '@/config/site';
import type { ContactValues } from './schema';
import { useContactSubmission } from './useContactSubmission';

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', company: '', message: '' };

/**
 * The contact form: the browser's own `required` and email checks only. While
 * sending, the button is disabled and shows a spinner; success resets the form, failure keeps every value.
 */
export function ContactForm() {
  const form = useForm<ContactValues>({ defaultValues: EMPTY });
  const { handleSubmit, reset } = form;
  const register = useRegisterKeepingEarlyInput(form);
  const mutation = useContactSubmission();
  const busy = mutation.isPending;
  const onSubmit = useSingleSubmission(
    handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
        reset(EMPTY);
      } catch {
        // The hook has shown the error toast; every value stays in the form.
      }
    }),
  );

  return (
    // method="post": should the browser ever send the form itself, nothing the visitor typed goes into the URL.
    <form method="post" onSubmit={onSubmit} aria-label="Send us a message" aria-busy={busy} className="mt-6 space-y-5">
      <FormNeedsJavaScript>
        Email us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> instead.
      </FormNeedsJavaScript>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          id="contact-first-name"
          label="First Name"
          autoComplete="given-name"
          required
          {...register('firstName')}
        />
        <TextInput
          id="contact-last-name"
          label="Last Name"
          autoComplete="family-name"
          required
          {...register('lastName')}
        />
        <TextInput id="contact-email" label="Email" type="email" autoComplete="email" required {...register('email')} />
        <TextInput
          id="contact-company"
          label="Company Name (Optional)"
          autoComplete="organization"
          {...register('company')}
        />
      </div>
      <TextField id="contact-message" label="Message" required>
        <textarea
          id="contact-message"
          rows={6}
          required
          dir="auto"
          placeholder="Tell us about your brand, audience and goals."
          className={`${controlClass} min-h-36 resize-y py-3 leading-relaxed`}
          {...register('message')}
        />
      </TextField>
      <SubmitButton
        busy={busy}
        label="Send Message"
        icon={<Send className="size-4" aria-hidden="true" />}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
