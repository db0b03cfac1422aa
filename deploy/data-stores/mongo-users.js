/* global db -- mongosh gives init scripts the connected database as `db` */
// MongoDB users of Atelier Cedar, created by the mongo image's entrypoint on the first start (an
// empty data directory; /docker-entrypoint-initdb.d, run by mongosh as the root user). Each service
// gets readWrite on its own database only (the scheduling worker uses scheduling's); `backup`
// dumps and restores every database (roles backup and restore), and after a restore re-applies the
// staff changes made since the copy and voids e-mailed links (readWrite on identity, onboarding and scheduling). Passwords come from the
// container's environment (MONGO_<SERVICE>_PASSWORD, MONGO_BACKUP_PASSWORD). On a database that
// already exists, run it once by hand (docs/operations.md "Least privilege").
const services = ['identity', 'catalogue', 'onboarding', 'scheduling'];
for (const service of services) {
  const pwd = process.env[`MONGO_${service.toUpperCase()}_PASSWORD`];
  if (!pwd) throw new Error(`MONGO_${service.toUpperCase()}_PASSWORD is not set`);
  db.getSiblingDB(service).createUser({ user: service, pwd, roles: [{ role: 'readWrite', db: service }] });
}
const backupPassword = process.env.MONGO_BACKUP_PASSWORD;
if (!backupPassword) throw new Error('MONGO_BACKUP_PASSWORD is not set');
db.getSiblingDB('admin').createUser({ user: 'backup', pwd: backupPassword, roles: [{ role: 'backup', db: 'admin' }, { role: 'restore', db: 'admin' }, { role: 'readWrite', db: 'identity' }, { role: 'readWrite', db: 'onboarding' }, { role: 'readWrite', db: 'scheduling' }] });
