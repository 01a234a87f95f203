import type { CreateUserRequest, PublicUser } from '../../../src/shared/index.js';

/** Seeds the database through the real administrator API, as a programmatic client would. */
export class AdminClient {
  private token = '';

  constructor(private readonly baseUrl: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Creates the default administrator and signs in with admin/admin. */
  async initAndLogin(): Promise<void> {
    await this.call('POST', '/api/admin/init');
    const { token } = await this.call<{ token: string }>('POST', '/api/admin/auth/login', { username: 'admin', password: 'admin' });
    this.token = token;
  }

  /** Leaves the default credentials, as the dashboard asks at the first sign-in. */
  setCredentials(username: string, password: string): Promise<unknown> {
    return this.call('PATCH', '/api/admin/auth/credentials', { username, password });
  }

  createUser(user: Partial<CreateUserRequest> & { username: string }): Promise<PublicUser> {
    return this.call('POST', '/api/admin/users', {
      password: 'password-123',
      nomeAzienda: 'Atelier Aurora',
      nomePersona: 'Giulia Conti',
      telefono: '+39 02 1234567',
      email: `${user.username}@atelier.example`,
      crediti: 3,
      ...user,
    });
  }

  setMaxImages(maxImages: number): Promise<unknown> {
    return this.call('PATCH', '/api/admin/settings/max_images_per_catalog', { valore: String(maxImages), descrizione: 'Limite massimo di immagini per catalogo' });
  }

  async user(username: string): Promise<PublicUser> {
    const users = await this.call<PublicUser[]>('GET', '/api/admin/users');
    const found = users.find((u) => u.username === username);
    if (!found) throw new Error(`No user ${username}`);
    return found;
  }

  catalogLogs(): Promise<{ username: string; numeroImmagini: number }[]> {
    return this.call('GET', '/api/admin/catalog-logs');
  }
}

/** A user charging one catalogue through the API, as a programmatic client (fills the log). */
export async function chargeAsUser(baseUrl: string, username: string, numeroImmagini: number, password = 'password-123'): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const charge = await fetch(`${baseUrl}/api/generate-catalog`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ numeroImmagini }),
  });
  if (!charge.ok) throw new Error(`charge: ${charge.status} ${await charge.text()}`);
}
