import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../i18n/languages';

export interface LanguageState {
  code: LanguageCode;
}

export const initialLanguageState: LanguageState = { code: DEFAULT_LANGUAGE };

/** The chosen interface language; it outlives the session (a logout keeps it). */
export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageCode>) {
      state.code = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.code,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
