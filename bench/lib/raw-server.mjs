// The baseline: plain node:http answering fixed bytes and headers from memory.
import fs from 'node:fs';
import http from 'node:http';

const { bodyFile, headers, port } = JSON.parse(process.argv[2]);
const body = fs.readFileSync(bodyFile);
http
  .createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(body);
  })
  .listen(port, '127.0.0.1');
