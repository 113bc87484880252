import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { LANGUAGE_CODES, toServerLanguage, type LanguageCode } from '../../i18n/languages';
import { useChangeUserLanguageMutation } from './languageApi';
import { languageChanged, selectLanguage } from './languageSlice';

/** EN / MK / BG. The choice applies at once; a logged-in user's choice is also sent to the server. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const user = useAppSelector(selectCurrentUser);
  const [changeUserLanguage] = useChangeUserLanguageMutation();

  const choose = (code: LanguageCode) => {
    dispatch(languageChanged(code));
    // Spec section 8: a failed server update is ignored and the chosen language stays.
    if (user) void changeUserLanguage(toServerLanguage(code));
  };

  return (
    <Segmented<LanguageCode>
      size="small"
      aria-label={t('toolbar.language')}
      data-testid="language-switcher"
      value={current}
      onChange={choose}
      options={LANGUAGE_CODES.map((code) => ({
        value: code,
        label: <span lang={code === 'gb' ? 'en' : code} title={t(`languageNames.${code}`)}>{t(`languages.${code}`)}</span>,
      }))}
    />
  );
}
