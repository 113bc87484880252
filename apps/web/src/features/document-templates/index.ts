// What other features may use of documents: the download link of an absence's document.
export { AbsenceDocumentLink } from './AbsenceDocumentLink';
