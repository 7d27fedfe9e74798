import { useForm, type UseFormReturnType } from '@mantine/form';
import { ContactTopic, type ContactMessageRequest } from '@/api/generated/model';
import {
  SendContactMessageBody,
  sendContactMessageBodyFullNameMax,
  sendContactMessageBodyFullNameMin,
  sendContactMessageBodyMessageMax,
  sendContactMessageBodyMessageMin,
} from '@/api/generated/zod/public/public.zod';
import { digitsOnly, toPersianDigits } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { phoneText } from '@/shared/i18n/phone';
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

/** The contact form, checked by the contract's generated schema; `topic` is the preselected topic. */
export function useContactForm(topic: ContactTopic): ContactForm {
  return useForm<ContactValues>({
    initialValues: { fullName: '', phone: '', topic, message: '' },
    validate: contractResolver({
      schema: SendContactMessageBody,
      // The contract sees what is sent: surrounding spaces say nothing, so they do not count.
      toBody: toRequest,
      messages: {
        full_name: {
          required: t.form.fullNameRequired,
          invalid: t.form.fullNameLength(
            toPersianDigits(sendContactMessageBodyFullNameMin),
            toPersianDigits(sendContactMessageBodyFullNameMax),
          ),
        },
        phone: phoneText.invalid,
        topic: t.form.topicRequired,
        message: {
          required: t.form.messageRequired,
          too_big: t.form.messageTooLong(toPersianDigits(sendContactMessageBodyMessageMax)),
          invalid: t.form.messageTooShort(toPersianDigits(sendContactMessageBodyMessageMin)),
        },
      },
    }),
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
