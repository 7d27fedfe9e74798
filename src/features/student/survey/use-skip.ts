import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getCheckSurveyQueryKey, useSkipSurvey } from '@/api/generated/endpoints/survey/survey';
import { paths } from '@/shared/routing/paths';
import { notify } from '@/shared/ui/notify';
import { t } from './strings';

/**
 * «بعداً»: the skip is counted on the server, the dashboard's invitation is asked again (the world
 * then rests the survey for a few days, or for good after its last allowed skip), and the pupil
 * goes home with a toast saying which of the two it is.
 */
export function useSkip() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSkipSurvey({
    mutation: {
      onSuccess: (answer) => {
        void queryClient.invalidateQueries({ queryKey: getCheckSurveyQueryKey() });
        notify({ color: 'teal', message: answer.will_ask_again ? t.skipped.again : t.skipped.last });
        void navigate(paths.student.home);
      },
    },
  });
}
