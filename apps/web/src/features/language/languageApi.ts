import { api } from '../../app/api';
import type { I18nLanguage } from '../../i18n/languages';

export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeUserLanguage: build.mutation<unknown, I18nLanguage>({
      query: (language) => ({ url: 'change-user-lang', method: 'POST', body: { user_lang: language } }),
    }),
  }),
});

export const { useChangeUserLanguageMutation } = languageApi;
