/*
 * Interop of the outbound HTTP client, optional at run time as the PSR
 * bridge is (ext/php/psr/): PSR-18 (Client::psr18()) and a Guzzle 7 handler
 * (Client::guzzleHandler()).
 *
 * Both are small adapters over Client::request(), written in PHP below and
 * compiled on their first use, as bridge.c declares Vela\Psr\RequestHandler:
 * an internal class cannot implement an interface (PSR-18's, Guzzle's) that
 * does not exist at MINIT, and it may come from an autoloader. A process
 * that never calls psr18() or guzzleHandler() loads no PSR or Guzzle code.
 * The adapters only convert messages and exceptions; every request goes
 * through the same engine client, pools and limits as a direct call.
 */
#include "php/core/binding.h"
#include "php/http_client/http_client.h"

#include <Zend/zend_exceptions.h>

#define PSR18_CLASS "Vela\\Http\\Client\\Psr18\\Client"
#define GUZZLE_CLASS "Vela\\Http\\Client\\GuzzleHandler"

/*
 * PSR-18: the client, and its two exceptions (extending ours, so a catch
 * of Vela\Http\Client\Exception still sees them). A connection failure or
 * a timeout is a NetworkException, anything else a RequestException; an
 * error status is a response (PSR-18 says so), even with http_errors on.
 */
static const char psr18_source[] =
    "namespace Vela\\Http\\Client\\Psr18;\n"
    "\n"
    "use Psr\\Http\\Message\\RequestInterface;\n"
    "use Psr\\Http\\Message\\ResponseInterface;\n"
    "use Vela\\Http\\Client as VelaClient;\n"
    "use Vela\\Http\\Client\\ConnectException;\n"
    "use Vela\\Http\\Client\\Exception;\n"
    "use Vela\\Http\\Client\\StatusException;\n"
    "use Vela\\Http\\Client\\TimeoutException;\n"
    "\n"
    "/* What PSR-18's two exceptions share: the request, and ours as the previous one. */\n"
    "abstract class Failure extends Exception\n"
    "{\n"
    "    public function __construct(private RequestInterface $request, \\Throwable $previous)\n"
    "    {\n"
    "        parent::__construct($previous->getMessage(), $previous->getCode(), $previous);\n"
    "    }\n"
    "\n"
    "    public function getRequest(): RequestInterface\n"
    "    {\n"
    "        return $this->request;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* The request never reached an answer: no connection, a TLS failure, a timeout. */\n"
    "final class NetworkException extends Failure implements "
    "\\Psr\\Http\\Client\\NetworkExceptionInterface {}\n"
    "\n"
    "/* Any other failure of the request: a bad URL, a broken answer, a body over the limit. */\n"
    "final class RequestException extends Failure implements "
    "\\Psr\\Http\\Client\\RequestExceptionInterface {}\n"
    "\n"
    "/* A Vela client as PSR-18's: error statuses are responses, failures PSR-18's exceptions. */\n"
    "final class Client implements \\Psr\\Http\\Client\\ClientInterface\n"
    "{\n"
    "    private object $responses;\n"
    "    private object $streams;\n"
    "\n"
    "    public function __construct(private VelaClient $client, ?object $responses = null, "
    "?object $streams = null)\n"
    "    {\n"
    "        $factory = null;\n"
    "        if ($responses === null || $streams === null) {\n"
    "            $factory = match (true) {\n"
    "                class_exists(\\Nyholm\\Psr7\\Factory\\Psr17Factory::class) => new "
    "\\Nyholm\\Psr7\\Factory\\Psr17Factory(),\n"
    "                class_exists(\\GuzzleHttp\\Psr7\\HttpFactory::class) => new "
    "\\GuzzleHttp\\Psr7\\HttpFactory(),\n"
    "                default => throw new Exception('Vela\\Http\\Client::psr18(): no PSR-17 "
    "factory given and neither'\n"
    "                    . ' Nyholm\\Psr7 nor GuzzleHttp\\Psr7 can be loaded (Debian: "
    "php-nyholm-psr7)'),\n"
    "            };\n"
    "        }\n"
    "        $this->responses = $responses ?? $factory;\n"
    "        $this->streams = $streams ?? $factory;\n"
    "    }\n"
    "\n"
    "    public function sendRequest(RequestInterface $request): ResponseInterface\n"
    "    {\n"
    "        $options = ['headers' => $request->getHeaders()];\n"
    "        $body = (string) $request->getBody();\n"
    "        if ($body !== '') {\n"
    "            $options['body'] = $body;\n"
    "        }\n"
    "        try {\n"
    "            $answer = $this->client->request($request->getMethod(), (string) "
    "$request->getUri(), $options);\n"
    "        } catch (StatusException $e) {\n"
    "            $answer = $e->getResponse();\n"
    "        } catch (ConnectException|TimeoutException $e) {\n"
    "            throw new NetworkException($request, $e);\n"
    "        } catch (Exception $e) {\n"
    "            throw new RequestException($request, $e);\n"
    "        }\n"
    "        $response = $this->responses->createResponse($answer->status());\n"
    "        foreach ($answer->headers() as $name => $values) {\n"
    "            $response = $response->withHeader($name, $values);\n"
    "        }\n"
    "        return $response->withBody($this->streams->createStream($answer->body()));\n"
    "    }\n"
    "}\n";

/*
 * Guzzle: a synchronous call (Guzzle's get(), send()) runs in the calling
 * coroutine and returns a settled promise; an asynchronous one (getAsync(),
 * Pool) runs in a coroutine of its own whose promise waits for it, so
 * promises waited together run concurrently. Guzzle's "delay" (its retry
 * middleware's back-off) is a coroutine sleep. Connection failures and
 * timeouts become Guzzle's ConnectException, other failures its
 * RequestException. Guzzle's middleware keeps redirects, http_errors and
 * cookies; the request's timeout, connect_timeout, verify, proxy,
 * decode_content, cert and ssl_key pick a Vela client (one per distinct
 * set, kept).
 */
static const char guzzle_source[] =
    "namespace Vela\\Http\\Client;\n"
    "\n"
    "use GuzzleHttp\\Exception\\ConnectException as GuzzleConnectException;\n"
    "use GuzzleHttp\\Exception\\RequestException as GuzzleRequestException;\n"
    "use GuzzleHttp\\Promise\\Create;\n"
    "use GuzzleHttp\\Promise\\Promise;\n"
    "use GuzzleHttp\\Promise\\PromiseInterface;\n"
    "use GuzzleHttp\\Psr7\\LazyOpenStream;\n"
    "use GuzzleHttp\\Psr7\\Response as GuzzleResponse;\n"
    "use GuzzleHttp\\Psr7\\Utils;\n"
    "use GuzzleHttp\\TransferStats;\n"
    "use Psr\\Http\\Message\\RequestInterface;\n"
    "use Psr\\Http\\Message\\ResponseInterface;\n"
    "use Psr\\Http\\Message\\StreamInterface;\n"
    "use Vela\\Coroutine;\n"
    "use Vela\\Http\\Client;\n"
    "use Vela\\WaitGroup;\n"
    "\n"
    "/*\n"
    " * Guzzle's handler on Vela's client. A synchronous call runs in the calling\n"
    " * coroutine; an asynchronous one in a coroutine of its own, its promise\n"
    " * waiting for it. One Vela client per set of per-request options.\n"
    " */\n"
    "final class GuzzleHandler\n"
    "{\n"
    "    /** @var array<string, Client> */\n"
    "    private array $clients = [];\n"
    "\n"
    "    public function __construct(private array $options = [])\n"
    "    {\n"
    "    }\n"
    "\n"
    "    public function __invoke(RequestInterface $request, array $options): PromiseInterface\n"
    "    {\n"
    "        if (!empty($options['synchronous'])) {\n"
    "            try {\n"
    "                return Create::promiseFor($this->send($request, $options));\n"
    "            } catch (\\Throwable $e) {\n"
    "                return Create::rejectionFor($e);\n"
    "            }\n"
    "        }\n"
    "        // The spawned coroutine serves no request: it carries this one's id and trace.\n"
    "        foreach ($this->client($request, $options)->propagationHeaders() as $name => $value) "
    "{\n"
    "            if (!$request->hasHeader($name)) {\n"
    "                $request = $request->withHeader($name, $value);\n"
    "            }\n"
    "        }\n"
    "        $done = new WaitGroup();\n"
    "        $done->add();\n"
    "        $promise = new Promise(static function () use ($done) {\n"
    "            $done->wait();\n"
    "        });\n"
    "        Coroutine::spawn(function () use ($request, $options, $promise, $done) {\n"
    "            try {\n"
    "                $promise->resolve($this->send($request, $options));\n"
    "            } catch (\\Throwable $e) {\n"
    "                $promise->reject($e);\n"
    "            } finally {\n"
    "                $done->done();\n"
    "            }\n"
    "        });\n"
    "        return $promise;\n"
    "    }\n"
    "\n"
    "    private function send(RequestInterface $request, array $options): ResponseInterface\n"
    "    {\n"
    "        if (($options['delay'] ?? 0) > 0) {\n"
    "            Coroutine::sleep($options['delay'] / 1000);\n"
    "        }\n"
    "        $call = ['headers' => $request->getHeaders()];\n"
    "        $body = (string) $request->getBody();\n"
    "        if ($body !== '') {\n"
    "            $call['body'] = $body;\n"
    "        }\n"
    "        $sink = $options['sink'] ?? null;\n"
    "        if (is_string($sink) || is_resource($sink)) {\n"
    "            $call['sink'] = $sink;\n"
    "        }\n"
    "        $start = microtime(true);\n"
    "        try {\n"
    "            $answer = $this->client($request, $options)\n"
    "                ->request($request->getMethod(), (string) $request->getUri(), $call);\n"
    "        } catch (ConnectException|TimeoutException $e) {\n"
    "            $error = new GuzzleConnectException($e->getMessage(), $request, $e);\n"
    "        } catch (Exception $e) {\n"
    "            $error = new GuzzleRequestException($e->getMessage(), $request, null, $e);\n"
    "        }\n"
    "        if (isset($error)) {\n"
    "            $this->stats($options, $request, null, $start, $error);\n"
    "            throw $error;\n"
    "        }\n"
    "        $response = new GuzzleResponse($answer->status(), $answer->headers(), "
    "$this->body($answer, $sink));\n"
    "        if (isset($options['on_headers'])) {\n"
    "            try {\n"
    "                ($options['on_headers'])($response);\n"
    "            } catch (\\Throwable $e) {\n"
    "                throw new GuzzleRequestException('An error was encountered during the "
    "on_headers event',\n"
    "                    $request, $response, $e);\n"
    "            }\n"
    "        }\n"
    "        $this->stats($options, $request, $response, $start, null);\n"
    "        return $response;\n"
    "    }\n"
    "\n"
    "    /* The response body: the sink's file or stream when there was one, else the received "
    "text. */\n"
    "    private function body(Response $answer, mixed $sink): StreamInterface\n"
    "    {\n"
    "        if (is_string($sink)) {\n"
    "            return new LazyOpenStream($sink, 'r');\n"
    "        }\n"
    "        if (is_resource($sink)) {\n"
    "            rewind($sink);\n"
    "            return Utils::streamFor($sink);\n"
    "        }\n"
    "        if ($sink instanceof StreamInterface) {\n"
    "            $sink->write($answer->body());\n"
    "            $sink->rewind();\n"
    "            return $sink;\n"
    "        }\n"
    "        return Utils::streamFor($answer->body());\n"
    "    }\n"
    "\n"
    "    private function stats(array $options, RequestInterface $request, ?ResponseInterface "
    "$response,\n"
    "        float $start, ?\\Throwable $error): void\n"
    "    {\n"
    "        if (isset($options['on_stats'])) {\n"
    "            ($options['on_stats'])(new TransferStats($request, $response, microtime(true) - "
    "$start, $error));\n"
    "        }\n"
    "    }\n"
    "\n"
    "    /* Guzzle's cert ([path, passphrase] or a path) and ssl_key (likewise) as Vela's "
    "\"cert\". */\n"
    "    private function cert(string|array $cert, string|array|null $key): string|array\n"
    "    {\n"
    "        [$certFile, $password] = is_array($cert) ? [$cert[0], $cert[1] ?? null] : [$cert, "
    "null];\n"
    "        if ($key === null && $password === null) {\n"
    "            return $certFile;\n"
    "        }\n"
    "        [$keyFile, $keyPassword] = is_array($key) ? [$key[0], $key[1] ?? null] : [$key ?? "
    "$certFile, null];\n"
    "        $password = $keyPassword ?? $password;\n"
    "        return $password === null ? [$certFile, $keyFile] : [$certFile, $keyFile, "
    "$password];\n"
    "    }\n"
    "\n"
    "    /* The Vela client for Guzzle's per-request options (Guzzle's middleware follows "
    "redirects, raises on statuses). */\n"
    "    private function client(RequestInterface $request, array $options): Client\n"
    "    {\n"
    "        $vela = ['redirects' => 0, 'http_errors' => false,\n"
    "            'http2' => str_starts_with($request->getProtocolVersion(), '2')] + "
    "$this->options;\n"
    "        foreach (['timeout', 'connect_timeout'] as $name) {\n"
    "            if (isset($options[$name])) {\n"
    "                $vela[$name] = (float) $options[$name];\n"
    "            }\n"
    "        }\n"
    "        if (isset($options['verify'])) {\n"
    "            $vela['verify'] = $options['verify'];\n"
    "        }\n"
    "        if (isset($options['decode_content'])) {\n"
    "            $vela['decode_content'] = (bool) $options['decode_content'];\n"
    "        }\n"
    "        if (isset($options['cert'])) {\n"
    "            $vela['cert'] = $this->cert($options['cert'], $options['ssl_key'] ?? null);\n"
    "        }\n"
    "        $proxy = $options['proxy'] ?? null;\n"
    "        if (is_array($proxy)) {\n"
    "            $vela['no_proxy'] = implode(',', $proxy['no'] ?? []);\n"
    "            $proxy = $proxy[$request->getUri()->getScheme()] ?? '';\n"
    "        }\n"
    "        if (is_string($proxy)) {\n"
    "            $vela['proxy'] = $proxy;\n"
    "        }\n"
    "        $key = serialize($vela);\n"
    "        if (!isset($this->clients[$key])) {\n"
    "            $this->clients[$key] = new Client($vela);\n"
    "        }\n"
    "        return $this->clients[$key];\n"
    "    }\n"
    "}\n";

/*
 * Class `name`, declared from `source` unless it already is. `requires` is
 * the interface it needs (autoloaded); without it the caller gets an
 * exception naming the Debian package `package`. NULL with an exception.
 */
static zend_class_entry *declare(const char *name, const char *requires, const char *package,
                                 const char *source, size_t len)
{
    zend_class_entry *ce = vela_php_core_find_class(name, false);
    if (ce != NULL || EG(exception)) {
        return ce;
    }
    if (vela_php_core_find_class(requires, true) == NULL) {
        if (!EG(exception)) {
            zend_throw_exception_ex(vela_ce_http_client_exception, 0,
                                    "%s needs %s: install %s or declare it with an autoloader",
                                    name, requires, package);
        }
        return NULL;
    }
    if (zend_eval_stringl((char *)source, len, NULL, name) == SUCCESS) {
        ce = vela_php_core_find_class(name, false);
    }
    if (ce == NULL && !EG(exception)) {
        zend_throw_exception_ex(vela_ce_http_client_exception, 0, "%s not declared", name);
    }
    return ce;
}

/* new `ce`(...argv) into *return_value; UNDEF with an exception on failure. */
static void construct(zend_class_entry *ce, uint32_t argc, zval *argv, zval *return_value)
{
    if (object_init_ex(return_value, ce) != SUCCESS) {
        ZVAL_UNDEF(return_value);
        return;
    }
    zend_call_known_instance_method(ce->constructor, Z_OBJ_P(return_value), NULL, argc, argv);
    if (EG(exception)) {
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
    }
}

ZEND_METHOD(Vela_Http_Client, psr18)
{
    zval *responses = NULL, *streams = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_OBJECT_OR_NULL(responses)
    Z_PARAM_OBJECT_OR_NULL(streams)
    ZEND_PARSE_PARAMETERS_END();
    zend_class_entry *ce = declare(PSR18_CLASS, "Psr\\Http\\Client\\ClientInterface",
                                   "php-psr-http-client", psr18_source, sizeof(psr18_source) - 1);
    if (ce == NULL) {
        RETURN_THROWS();
    }
    zval argv[3];
    ZVAL_COPY_VALUE(&argv[0], ZEND_THIS);
    ZVAL_NULL(&argv[1]);
    ZVAL_NULL(&argv[2]);
    if (responses) {
        ZVAL_COPY_VALUE(&argv[1], responses);
    }
    if (streams) {
        ZVAL_COPY_VALUE(&argv[2], streams);
    }
    construct(ce, 3, argv, return_value);
}

ZEND_METHOD(Vela_Http_Client, guzzleHandler)
{
    zval *options = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY(options)
    ZEND_PARSE_PARAMETERS_END();
    zend_class_entry *ce =
        declare(GUZZLE_CLASS, "GuzzleHttp\\Promise\\PromiseInterface", "php-guzzlehttp-guzzle",
                guzzle_source, sizeof(guzzle_source) - 1);
    if (ce == NULL) {
        RETURN_THROWS();
    }
    zval argv[1];
    if (options) {
        ZVAL_COPY_VALUE(&argv[0], options);
    } else {
        ZVAL_EMPTY_ARRAY(&argv[0]);
    }
    construct(ce, 1, argv, return_value);
}
