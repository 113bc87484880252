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

  const choose = (code: LanguageCode) => {
    if (code === current) return;
    dispatch(languageChanged(code));
    // Spec section 8: a failed server update is ignored and the chosen language stays.
    if (user) void changeUserLanguage(toServerLanguage(code));
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
