// What other features and the router use of reports: the page of each kind and the scheduled reports.
export { ReportPage } from './ReportPage';
