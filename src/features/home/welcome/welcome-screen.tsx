import { useDocumentTitle } from '@mantine/hooks';
import { useGetProfileBrief } from '@/api/generated/endpoints/member/member';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';
import { WelcomeView } from './welcome-view';

/**
 * Every role's home for now (/student, /teacher, /school, /organization, /admin/chatList):
 * greets the user from GET /member/profile/brief and says what this home will offer.
 */
export function WelcomeScreen() {
  useDocumentTitle(t.documentTitle);
  const brief = useGetProfileBrief();

  // A retry after a failure shows the spinner again, so a child sees the button did something.
  if (brief.isPending || (brief.isError && brief.isFetching)) return <LoadingState />;
  if (brief.isError) {
    return <ErrorState message={messageOf(brief.error, errors.profile)} onRetry={() => void brief.refetch()} />;
  }
  return <WelcomeView brief={brief.data} />;
}
