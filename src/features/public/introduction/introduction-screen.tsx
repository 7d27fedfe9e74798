/** Placeholder until its slice lands (this branch only). */
export function IntroductionScreen() {
  return null;
}
