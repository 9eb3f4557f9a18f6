import { invitationEmail } from './invitation-email.js';

const invite = {
  organizationName: 'Acme',
  workspaceName: 'Q3 <Launch>',
  workspaceUrl: 'https://app.example.com/acme/q3-launch-a1B2c3D4e5F6',
  role: 'viewer',
};

describe('invitationEmail', () => {
  it('names the workspace in the subject and carries message and address in both parts', () => {
    const mail = invitationEmail({ ...invite, message: 'Welcome aboard' });
    expect(mail.subject).toBe("You're invited to Q3 <Launch>");
    expect(mail.text).toBe(
      'Acme invited you to the workspace "Q3 <Launch>" as viewer.\n\nWelcome aboard\n\n' +
        'Open the workspace: https://app.example.com/acme/q3-launch-a1B2c3D4e5F6\n',
    );
    expect(mail.html).toContain('<p>Welcome aboard</p>');
    expect(mail.html).toContain('<a href="https://app.example.com/acme/q3-launch-a1B2c3D4e5F6">');
  });

  it('escapes HTML in the message and names and keeps line breaks', () => {
    const mail = invitationEmail({ ...invite, message: '<script>x</script>\nbye & "thanks"' });
    expect(mail.html).toContain('<p>&lt;script&gt;x&lt;/script&gt;<br>bye &amp; &quot;thanks&quot;</p>');
    expect(mail.html).toContain('Open Q3 &lt;Launch&gt;</a>');
    expect(mail.html).not.toContain('<script>');
  });

  it('leaves the message paragraph out when there is no message', () => {
    const mail = invitationEmail({ ...invite, message: '  ' });
    expect(mail.text).toBe(
      'Acme invited you to the workspace "Q3 <Launch>" as viewer.\n\n' +
        'Open the workspace: https://app.example.com/acme/q3-launch-a1B2c3D4e5F6\n',
    );
    expect(mail.html.match(/<p>/g)).toHaveLength(3);
  });

  it('cuts a long workspace name in the subject to 100 characters and keeps it whole in the body', () => {
    const name = `${'W'.repeat(120)}😀`;
    const mail = invitationEmail({ ...invite, workspaceName: name });
    expect(mail.subject).toBe(`You're invited to ${'W'.repeat(99)}…`);
    expect(mail.text).toContain(name);
  });
});
