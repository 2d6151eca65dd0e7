import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What is due per creator, as a CSV file the browser saves; its headers in the staff member's language. */
export const downloadDueCsv = (language: 'en' | 'zh') => http.download('/manager/reward/due.csv', { language });

export const useDownloadDueCsv = () => useMutation({ mutationFn: downloadDueCsv });
