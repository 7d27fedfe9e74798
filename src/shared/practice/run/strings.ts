/** Persian text of a practice run. */
export const runText = {
  /** A report's link to practise one skill, and its accessible name. */
  practise: 'تمرین کن',
  practiseSkill: (skill: string) => `تمرین کن: ${skill}`,
  practiseMore: 'تمرین بیشتر',
  practiseMoreSkill: (skill: string) => `تمرین بیشتر: ${skill}`,
  send: 'ثبت پاسخ',
  sending: 'در حال ثبت پاسخ…',
  /** Shown when an answer could not be sent; the answer stays on screen for a retry. */
  sendFailed: 'پاسخت ثبت نشد؛ پاسخ همین‌جا مانده است. دوباره امتحان کن.',
  retry: 'ارسال دوباره',
  /** Offline: the answer is kept (even across a reload) and sent when the connection returns. */
  waitingTitle: 'اینترنت وصل نیست',
  waiting: 'پاسخت نگه داشته شد و همین که اینترنت وصل شود، خودش فرستاده می‌شود.',
  waitingButton: 'در انتظار اینترنت…',
  loading: 'در حال آوردن پرسش…',
  doneTitle: 'پرسشی باقی نمانده است!',
  doneBody: 'همهٔ پرسش‌های اینجا را جواب دادی. آفرین!',
  /** The skill's figures beside the question (ScorePanel). */
  panel: {
    title: 'پیشرفت تو در این مهارت',
    score: 'امتیاز',
    streak: 'درست پشت سر هم',
    answered: 'پرسش جواب‌داده',
    zone: 'منطقهٔ چالش: هر اشتباه بیشتر کم می‌کند',
  },
  /** A mastered skill goes on (NextQuestion): said above its questions. */
  more: 'تمرین بیشتر: این مهارت را کامل بلدی و امتیازت ۱۰۰ می‌ماند.',
} as const;
