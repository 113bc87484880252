import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { LANGUAGE_CODES, toServerLanguage, type LanguageCode } from '../../i18n/languages';
import '../../shared/ui/plain/plain.css';
import { useChangeUserLanguageMutation } from './languageApi';
import { languageChanged, selectLanguage } from './languageSlice';

/**
 * EN / MK / BG. The choice applies at once; a logged-in user's choice is also sent to the server.
 * Plain buttons drawn as antd's small Segmented: the login page shows it and loads no antd (issue 14).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const user = useAppSelector(selectCurrentUser);
  const [changeUserLanguage] = useChangeUserLanguageMutation();
  // The last language this user's session was told (`<user id>:<lang>`): told once, never in a loop.
  const told = useRef<string | null>(null);

  const tell = (code: LanguageCode) => {
    if (!user) return;
    told.current = `${user.id}:${toServerLanguage(code)}`;
    // Spec section 8: a failed server update is ignored and the chosen language stays.
    void changeUserLanguage(toServerLanguage(code));
  };

  // The choice wins over the session's language (docs/web-shell.md): a language chosen on the login
  // page, or kept in this browser from an earlier visit, is told to the server once signed in, so
  // that what the server names (holidays, countries, report rows, e-mails) matches the page.
  const serverLanguage = user?.lang;
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || !serverLanguage) return;
    const wanted = toServerLanguage(current);
    const key = `${userId}:${wanted}`;
    if (serverLanguage === wanted || told.current === key) return;
    told.current = key;
    void changeUserLanguage(wanted);
  }, [userId, serverLanguage, current, changeUserLanguage]);

  const choose = (code: LanguageCode) => {
    if (code === current) return;
    dispatch(languageChanged(code));
    tell(code);
  };

  return (
    <div className="ui-segmented" role="group" aria-label={t('toolbar.language')} data-testid="language-switcher">
      {LANGUAGE_CODES.map((code) => (
        <button
          key={code}
          type="button"
          className="ui-segmented__item"
          aria-pressed={code === current}
          lang={code === 'gb' ? 'en' : code}
          title={t(`languageNames.${code}`)}
          onClick={() => choose(code)}
        >
          {t(`languages.${code}`)}
        </button>
      ))}
    </div>
  );
}
