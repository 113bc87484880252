import { loadNotificationsConfig } from './notifications.config';

describe('notifications configuration', () => {
  it('writes to the local outbox when no SMTP server is given', () => {
    const config = loadNotificationsConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.OUTBOX_DIR).toBe('var/outbox');
    expect(config.MAIL_FROM).toMatch(/Presently/);
  });

  it('treats an empty SMTP_URL as unset', () => expect(loadNotificationsConfig({ SMTP_URL: '  ' }).SMTP_URL).toBeUndefined());

  it('takes an SMTP URL and refuses something that is not one', () => {
    expect(loadNotificationsConfig({ SMTP_URL: 'smtp://mailpit:1025' }).SMTP_URL).toBe('smtp://mailpit:1025');
    expect(() => loadNotificationsConfig({ SMTP_URL: 'mailpit' })).toThrow(/SMTP_URL/);
  });

  it('links to the web app at PUBLIC_URL, by default where the gateway serves it', () => {
    expect(loadNotificationsConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadNotificationsConfig({ PUBLIC_URL: 'https://presently.example' }).PUBLIC_URL).toBe('https://presently.example');
    expect(() => loadNotificationsConfig({ PUBLIC_URL: 'presently' })).toThrow(/PUBLIC_URL/);
  });
});
