export { JalaliDateInput, type JalaliDateInputProps } from './jalali-date-input';
export { formatJalaliInput, parseJalaliInput } from './jalali';
