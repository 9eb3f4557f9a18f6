import { decodeCommitted } from './committed-event.js';

describe('decodeCommitted', () => {
  it("reads the trigger's payload", () => {
    const payload = '{"o" : "a1B2c3D4e5F6", "w" : null, "e" : "q1W2e3R4t5Y6", "t" : "board.created"}';
    expect(decodeCommitted(payload)).toEqual({
      organizationId: 'a1B2c3D4e5F6',
      workspaceId: null,
      eventId: 'q1W2e3R4t5Y6',
      type: 'board.created',
    });
  });

  it('ignores anything else on the channel', () => {
    for (const payload of ['', 'not json', 'null', '{"o":"short","w":null,"e":"q1W2e3R4t5Y6","t":"x"}', '{"o":1}']) {
      expect(decodeCommitted(payload)).toBeNull();
    }
  });
});
