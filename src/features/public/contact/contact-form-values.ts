import { useForm, type UseFormReturnType } from '@mantine/form';
import { ContactTopic, type ContactMessageRequest } from '@/api/generated/model';
import {
  sendContactMessageBodyFullNameMax,
  sendContactMessageBodyFullNameMin,
  sendContactMessageBodyMessageMax,
  sendContactMessageBodyMessageMin,
} from '@/api/generated/zod/public/public.zod';
import { phoneError } from '@/shared/auth/phone-code';
import { digitsOnly, toPersianDigits } from '@/shared/digits';
import { t } from './strings';

export interface ContactValues {
  fullName: string;
  phone: string;
  topic: ContactTopic;
  message: string;
}

export type ContactForm = UseFormReturnType<ContactValues>;

const topics: readonly string[] = Object.values(ContactTopic);

/** The topic a link asked for (`?topic=`, see paths.public.contactUsHref), or «general». */
export function topicFrom(param: string | null): ContactTopic {
  return param !== null && topics.includes(param) ? (param as ContactTopic) : ContactTopic.general;
}

/** The Persian rule for the name: required, and within the contract's length once trimmed. */
export function fullNameError(value: string): string | null {
  const length = value.trim().length;
  if (length === 0) return t.form.fullNameRequired;
  if (length < sendContactMessageBodyFullNameMin || length > sendContactMessageBodyFullNameMax) {
    return t.form.fullNameLength(
      toPersianDigits(sendContactMessageBodyFullNameMin),
      toPersianDigits(sendContactMessageBodyFullNameMax),
    );
  }
  return null;
}

/**
 * The Persian rule for the message. The minimum ignores surrounding spaces (they say nothing);
 * the maximum counts what is in the box, the same number the counter under it shows.
 */
export function messageError(value: string): string | null {
  const length = value.trim().length;
  if (length === 0) return t.form.messageRequired;
  if (length < sendContactMessageBodyMessageMin) {
    return t.form.messageTooShort(toPersianDigits(sendContactMessageBodyMessageMin));
  }
  if (value.length > sendContactMessageBodyMessageMax) {
    return t.form.messageTooLong(toPersianDigits(sendContactMessageBodyMessageMax));
  }
  return null;
}

/** The contact form, limits from the generated contract; `topic` is the preselected topic. */
export function useContactForm(topic: ContactTopic): ContactForm {
  return useForm<ContactValues>({
    initialValues: { fullName: '', phone: '', topic, message: '' },
    validate: {
      fullName: fullNameError,
      phone: phoneError,
      topic: (value) => (topics.includes(value) ? null : t.form.topicRequired),
      message: messageError,
    },
  });
}

/** What the contract receives: trimmed text and the phone in Latin digits only. */
export function toRequest(values: ContactValues): ContactMessageRequest {
  return {
    full_name: values.fullName.trim(),
    phone: digitsOnly(values.phone),
    topic: values.topic,
    message: values.message.trim(),
  };
}
