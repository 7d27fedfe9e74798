export { JalaliDateInput } from './jalali-date-input';
export { formatJalaliInput, parseJalaliInput } from './jalali';
