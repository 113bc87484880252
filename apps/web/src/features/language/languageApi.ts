import { api } from '../../app/api';
import type { I18nLanguage } from '../../i18n/languages';

export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The session's language on the server: holiday names, countries, report rows and e-mails come in
     * it. Once changed, whatever the page shows is fetched again (the cache was filled in the old
     * language); `resetApiState` makes every mounted query ask anew, as after a logout.
     */
    changeUserLanguage: build.mutation<unknown, I18nLanguage>({
      query: (language) => ({ url: 'change-user-lang', method: 'POST', body: { user_lang: language } }),
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // spec section 8: a failed update is ignored, the data stays as it is
        }
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useChangeUserLanguageMutation } = languageApi;
